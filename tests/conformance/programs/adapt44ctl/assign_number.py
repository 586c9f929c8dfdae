"""`ops.assign` / `F.assign` / `P.Assign()` writing a Python number into a Parameter (st auto_monad
test_load_eliminate, test_load_convert_tensormove; tensor_inplace test_tensor_inplace_order_list): MindSpore 2.10
writes the number as a value of the Parameter's dtype, in both modes; msgraph's Graph mode raised a DTypeError
(BroadcastTo of an int).  A number of another rank than the Parameter is MindSpore's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import functional as F
import mindspore.ops.operations as P
from _conf import emit, emit_error


class LoadElim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assign = P.Assign()
        self.variable = Parameter(Tensor(0, ms.float32), name="global")

    def construct(self, x):
        out = self.variable
        self.assign(self.variable, 0)
        out = x ** 2 + self.variable + out
        self.assign(self.variable, 1)
        out = self.variable + out
        return out


class LoopAssign(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.weight = Parameter(Tensor(np.array(0), dt), name="param")

    def construct(self, x):
        out = 0
        i = 0
        while i < 3:
            F.assign(self.weight, i)
            out = x * self.weight + out
            i = i + 1
        return out


class Kinds(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="f")
        self.i = Parameter(Tensor(np.array(5, np.int32)), name="i")
        self.b = Parameter(Tensor(np.array(False)), name="b")

    def construct(self, x):
        ops.assign(self.i, 7)
        ops.assign(self.b, True)
        F.assign(self.f, x * 0 + 2.5)
        return self.f + self.i, self.b


class BadRank(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        ops.assign(self.p, 2.5)
        return self.p * x


class OrderList(nn.Cell):
    def construct(self, x, y):
        P.Assign()(y, 2)
        P.AssignAdd()(x, y)
        return x, y


net = LoadElim()
emit("load_elim", net(Tensor([2], ms.float32)))
emit("load_elim/param", net.variable.value())
for dt in (ms.int32, ms.float32):
    net = LoopAssign(dt)
    emit(f"loop_assign/{dt}", net(Tensor(np.array(1), dt)))
    emit(f"loop_assign/{dt}/param", net.weight.value())
k = Kinds()
emit("kinds", k(Tensor(np.array([1.0, 1.0], np.float32))))
emit("kinds/params", (k.f.value(), k.i.value(), k.b.value()))
emit_error("bad_rank", lambda: BadRank()(Tensor(np.array([1.0, 1.0], np.float32))))
emit("order_list", OrderList()(Tensor(2, ms.float32), Tensor(3, ms.int32)))
