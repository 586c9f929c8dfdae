"""ops.AddN()(x, y) -- the Tensors given as separate arguments, not one tuple -- fifth pass (adapt44cpua, st ops/cpu
test_addn_op's primitive form): MindSpore 2.10 takes a single tuple / list input, so two positional Tensors are its
TypeError in both modes (PyNative: check_elim's argument count, Graph: "the number of inputs should be less than or
equal to 1"); msgraph summed them.  The tuple and list forms compute."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Pos(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()

    def construct(self, x, y):
        return self.addn(x, y)


class Pos3(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()

    def construct(self, x, y):
        return self.addn(x, y, x)


class Tup(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()

    def construct(self, x, y):
        return self.addn((x, y)) + self.addn([x, y, x])


for dt in ("float32", "int32", "float16"):
    x = Tensor(np.array([[1, 2, 3], [4, 5, 6]]).astype(dt))
    y = Tensor(np.array([[0.5, -1, 2], [3, 0, -2]]).astype(dt))
    emit_error(f"positional2.{dt}", lambda: Pos()(x, y))
    emit_error(f"positional3.{dt}", lambda: Pos3()(x, y))
    emit_error(f"tuple_list.{dt}", lambda: Tup()(x, y))
