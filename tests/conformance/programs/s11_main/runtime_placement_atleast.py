"""tests/st/runtime adapted: placement hints (add_prim_attr("primitive_target", "CPU")) on primitives and on the
primitives nn.Conv2d / nn.Dense hold change nothing; ops.atleast_1d/2d/3d of one Tensor or a tuple of them."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="ones")
        self.fc = nn.Dense(8, 3, weight_init="ones", bias_init="zeros")
        self.mul = P.Mul().add_prim_attr("primitive_target", "CPU")

    def construct(self, x):
        y = self.conv(x).reshape((1, -1))
        return self.mul(self.fc(y), 2.0)


x = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    net = Net()
    net.conv.conv2d.add_prim_attr("primitive_target", "CPU")
    net.conv.bias_add.add_prim_attr("primitive_target", "CPU")
    net.fc.matmul.add_prim_attr("primitive_target", "CPU")
    emit(f"net_{mode}", net(x))
    emit(f"mul_int_{mode}", P.Mul().add_prim_attr("primitive_target", "CPU")(Tensor([2, 3]), Tensor([4, 5])))

emit("atleast_1d", ops.atleast_1d(Tensor(3.0)))
emit("atleast_2d_one", ops.atleast_2d(Tensor(np.arange(3, dtype=np.float32))))
got = ops.atleast_2d((Tensor(1.0), Tensor(np.ones(2, np.int32)), Tensor(np.ones((2, 2, 2)))))
emit("atleast_2d_tuple", [type(got).__name__] + [tuple(t.shape) for t in got])
emit("atleast_3d", [tuple(ops.atleast_3d(t).shape) for t in (Tensor(1.0), Tensor(np.ones(4)), Tensor(np.ones((2, 5))))])
