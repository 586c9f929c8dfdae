"""Dropout2D / Dropout3D (ops.dropout1d/2d/3d, nn.Dropout1d/2d/3d) draw MindSpore 2.10's CPU kernel's masks: per
channel bernoulli_distribution(keep_prob) over a default-constructed std::default_random_engine (seed 1, whatever
ms.set_seed says).  PyNative caches the kernel by op, keep_prob and input shape/dtype, so every such primitive and
function call continues one engine; in Graph mode each call site has its own, continued by later runs.  Kept
channels are x * (1 / keep_prob) computed in float32.  Before session 27 msgraph drew the masks from its global
generator."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _rand27_util import Sites, exact


def one(c):
    return Tensor(np.ones((1, c, 1, 1), np.float32))


d = ops.Dropout2D(0.5)
exact("Dropout2D three calls", tuple(d(one(8)) for _ in range(3)))
exact("Dropout2D shapes 8 5 8", tuple(d(one(c))[1] for c in (8, 5, 8)))
exact("dropout2d twice (the same kernel as Dropout2D(0.5))", (ops.dropout2d(one(8), 0.5), ops.dropout2d(one(8), 0.5)))
exact("dropout2d 2000 channels", ops.dropout2d(Tensor(np.ones((4, 500, 1, 1), np.float32)), 0.5))
exact("dropout3d", ops.dropout3d(Tensor(np.ones((1, 8, 1, 1, 1), np.float32)), 0.3))
exact("dropout1d", ops.dropout1d(Tensor(np.ones((2, 8, 3), np.float32)), 0.5))
exact("dropout2d float64 keep 0.3", ops.dropout2d(Tensor(np.arange(12.0).reshape(1, 6, 1, 2)), 0.7))
exact("Dropout2D int32 keep 0.6", ops.Dropout2D(0.6)(Tensor(np.full((1, 6, 1, 2), 3, np.int32))))
exact("dropout2d float16", ops.dropout2d(Tensor(np.ones((1, 6, 1, 1), np.float16)), 0.7))
exact("Dropout2D keep 0 and 1", (ops.Dropout2D(0.0)(one(4)), ops.Dropout2D(1.0)(one(4))))
ms.set_seed(3)
exact("set_seed changes nothing", ops.dropout2d(one(6), 0.5))

net = Sites(ops.Dropout2D(0.5), ops.Dropout2D(0.5))
x7 = Tensor(np.ones((1, 7, 1, 1), np.float32))
exact("two call sites in a Cell, twice", (net(x7), net(x7)))
nd = nn.Dropout2d(0.5)
nd.set_train()
x9 = Tensor(np.ones((1, 9, 1, 1), np.float32))
exact("nn.Dropout2d training, twice", (nd(x9), nd(x9)))
n3 = nn.Dropout3d(0.5)
n3.set_train()
exact("nn.Dropout3d training", n3(Tensor(np.ones((1, 9, 1, 1, 1), np.float32))))
exact("Dropout2D after the Cells", d(x9))
