// framer-motion's animation features (~15 KiB): a chunk of their own, fetched when a `Motion` first mounts.
import { domAnimation } from 'framer-motion';

export default domAnimation;
