"""MindSpore's random functions build a new primitive per call, seeded by ``_get_graph_seed``: the global seed
and a per-function counter that grows at each call and that ``set_seed`` restarts (ops.rand, randn, randint,
rand_like, randn_like, randint_like, uniform, standard_normal, normal, dropout; nn.Dropout takes its seeds when
built).  In Graph mode the seeds are taken once, when the function is compiled, and each run continues the
kernel's engine, so the second call of a compiled function differs from PyNative's."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common.seed import _get_graph_seed
from _conf import emit

ms.set_seed(3)
emit("rand twice", (ops.rand(5), ops.rand(5)))
emit("randn", ops.randn(2, 3))
emit("randint", ops.randint(0, 10, (6,)))
emit("rand_like", ops.rand_like(Tensor(np.zeros((2, 2), np.float32))))
emit("randn_like", ops.randn_like(Tensor(np.zeros(3, np.float32))))
emit("randint_like", ops.randint_like(Tensor(np.zeros(4, np.int32)), 5, 9))
emit("uniform", ops.uniform((3,), Tensor(2.0), Tensor(5.0)))
emit("uniform seed 4", ops.uniform((3,), Tensor(2.0), Tensor(5.0), seed=4))
emit("uniform int", ops.uniform((4,), Tensor(1, ms.int32), Tensor(9, ms.int32), dtype=ms.int32))
emit("standard_normal", ops.standard_normal((4,)))
emit("normal", ops.normal((3,), 1.0, 2.0))
emit("dropout", ops.dropout(Tensor(np.ones(12, np.float32)), p=0.3))
emit("dropout float16", ops.dropout(Tensor(np.ones(12, np.float16)), p=0.3))
emit("rand float64", ops.rand(3, dtype=ms.float64))
ms.set_seed(3)
emit("rand after set_seed again", ops.rand(5))
emit("graph seeds", (_get_graph_seed(None, "rand"), _get_graph_seed(5, "rand"), _get_graph_seed(5, "rand")))
ms.set_seed(0)
emit("global seed 0", (_get_graph_seed(None, "probe"), ops.rand(3)))

ms.set_seed(5)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3, weight_init="ones")
        self.drop = nn.Dropout(p=0.4)

    def construct(self, x):
        return self.drop(self.fc(x)) + ops.rand(2, 3)


net = Net()
x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 8)
emit("cell with dropout and rand, 2 calls", (net(x), net(x)))


@ms.jit
def f(v):
    return ops.randn(3) * v + ops.uniform((3,), Tensor(0.0), Tensor(2.0), seed=3)


emit("jit function, 2 calls", (f(Tensor(np.ones(3, np.float32))), f(Tensor(np.ones(3, np.float32)))))
