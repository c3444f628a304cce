import type { Config } from '../../config';
import { builtinTitleTransfer } from './builtin';
import { KeySavvyTitleTransfer } from './keysavvy';
import type { TitleTransferService } from './title-transfer';

export * from './title-transfer';
export { builtinTitleTransfer } from './builtin';
export { KeySavvyTitleTransfer, signKeySavvyWebhook, type KeySavvyOptions } from './keysavvy';

/** KeySavvy when its partner credentials are set, the built-in deal room otherwise. */
export function createTitleTransfer(config: Pick<Config, 'keysavvy'>): TitleTransferService {
  return config.keysavvy ? new KeySavvyTitleTransfer(config.keysavvy) : builtinTitleTransfer;
}
