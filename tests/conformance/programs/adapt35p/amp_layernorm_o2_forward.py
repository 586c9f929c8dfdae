"""auto_mixed_precision(level='O2') forward of a network with LayerNorm and Softmax: the LayerNorm primitive runs as
one kernel (float16 in, float32 inside), so near-constant rows normalise exactly as MindSpore 2.10's PyNative does.
msgraph had computed the LayerNorm's steps in float16 (14.7109375 for MindSpore's 14.4921875; silent).
Found by adapting st mix_precision tests (session 35, adapt35p)."""
import mindspore as ms
from mindspore.train.amp import auto_mixed_precision
from _conf import emit
from _amp_net import DNet, XD

net = auto_mixed_precision(DNet(), "O2", dtype=ms.float16)
emit("o2_forward", net(XD))
