"""mint.nn.functional activations / mint.special functions inside GRAPH_MODE Cells (MindSpore's Graph mode selects
other kernels than its PyNative pyboost ones: many "unregistered" PyNative ops compute here) at special values x
dtypes, forward and GradOperation input gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore.mint.nn import functional as F
from mindspore.mint import special as S
from _h import case

ms.set_context(mode=ms.GRAPH_MODE)
vals = np.array([-np.inf, -100.0, -3.0, -1.0, -0.5, -0.0, 0.0, 0.5, 1.0, 3.0, 20.0, 100.0, np.inf, np.nan])
NAMES = [("gelu", F.gelu), ("silu", F.silu), ("mish", F.mish), ("hardswish", F.hardswish), ("hardsigmoid", F.hardsigmoid),
         ("softplus", F.softplus), ("elu", F.elu), ("selu", F.selu), ("leaky_relu", F.leaky_relu), ("relu6", F.relu6),
         ("relu", F.relu), ("hardtanh", F.hardtanh), ("logsigmoid", F.logsigmoid), ("softshrink", F.softshrink),
         ("hardshrink", F.hardshrink), ("tanh", F.tanh), ("sigmoid", F.sigmoid), ("erfc", S.erfc), ("exp2", S.exp2),
         ("expm1", S.expm1), ("log1p", S.log1p), ("sinc", S.sinc), ("round", S.round), ("glu", F.glu),
         ("softmax", F.softmax), ("log_softmax", F.log_softmax), ("normalize", F.normalize)]


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    x = Tensor(vals.astype(dt))
    for name, f in NAMES:
        case("%s %s" % (name, n), lambda: C(f)(x))
        case("grad %s %s" % (name, n), lambda: ops.GradOperation()(C(f))(x))
for dt in (np.int32, np.bool_, np.uint8):
    n = np.dtype(dt).name
    xi = Tensor(np.array([-3, 0, 1, 2, 5, 6]).astype(dt))
    for name, f in NAMES:
        case("%s %s" % (name, n), lambda: C(f)(xi))
