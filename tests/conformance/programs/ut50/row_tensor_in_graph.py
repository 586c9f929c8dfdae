"""A RowTensor built in graph code from graph values, carried through a while loop and an if, its parts returned.

MindSpore's ut pynative_mode/test_graph_param_cases test_row_tensor_in_while builds `RowTensorInner(indices,
values, dense_shape)` inside a `@jit` construct (and in the Cells it calls), doubles its values in a while loop over
Tensor bounds and returns `x.indices, x.values, x.dense_shape`; MindSpore 2.10 computes it.  msgraph refused a
RowTensor whose parts were graph values (TypeError "incompatible constructor arguments"), and its loops and branch
joins carried only COOTensor / CSRTensor part by part."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, jit
from mindspore.common.sparse_tensor import RowTensorInner
from _conf import emit


class Double(nn.Cell):
    def construct(self, x):
        return RowTensorInner(x.indices, x.values * 2, x.dense_shape)


class Add2(nn.Cell):
    def construct(self, x):
        return RowTensorInner(x.indices, x.values + 2, x.dense_shape)


class WhileNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op1 = Double()
        self.op2 = Add2()
        self.dense_shape = (5, 2)

    @jit
    def construct(self, a, b, indices, values):
        x = RowTensorInner(indices, values, self.dense_shape)
        x = self.op2(x)
        while a > b:
            x = self.op1(x)
            b = b + 1
        if a > 2:
            x = self.op2(x)
        return x.indices, x.values, x.dense_shape


class IfNet(nn.Cell):
    def construct(self, flag, indices, values):
        x = RowTensorInner(indices, values, (4, 3))
        if flag > 0:
            x = RowTensorInner(x.indices + 1, x.values * 3, x.dense_shape)
        return x.indices, x.values, x.dense_shape


def show(label, r):
    emit(label + "_indices", r[0])
    emit(label + "_values", r[1])
    emit(label + "_shape", r[2])


idx = Tensor(np.array([0, 2], np.int32))
val = Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))
show("while3", WhileNet()(Tensor(np.array(3, np.int32)), Tensor(np.array(0, np.int32)), idx, val))
show("while1", WhileNet()(Tensor(np.array(1, np.int32)), Tensor(np.array(0, np.int32)), idx, val))
val3 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
show("if_true", IfNet()(Tensor(np.array(1, np.int32)), idx, val3))
show("if_false", IfNet()(Tensor(np.array(-1, np.int32)), idx, val3))
