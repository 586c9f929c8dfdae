"""Which error MindSpore 2.10 raises when a Tensor method's call is wrong in two ways, and its message (session 51,
the error dump of MindSpore's st/tensor tests: test_mm test_tensor_mm_with_diff_type, test_transpose
test_method_transpose_pyboost, test_min test_method_min_python).

- `x.mm(y)` / `P.MatMul` / `P.BatchMatMul` with a float16 `y` of the wrong width: PyNative infers the shape before
  the type (ValueError "the input dimensions must be equal"), Graph mode the type first (TypeError).  msgraph checked
  the dtype first in both modes (TypeError in PyNative).
- PyNative `x.transpose(0, 2.0)` of a 3-D x: no overload takes it, and MindSpore's deprecated transpose(*axes)
  counts the axes first: ValueError "the number of axes must be equal to the dimension of Tensor".  msgraph raised
  the overload resolver's TypeError ("Failed calling transpose").
- Graph-mode `x.min(..., initial=<Tensor>)`: TypeError "For 'min', 'initial' must be a scalar, but got <class
  'mindspore.common.tensor.Tensor'>" (a graph input or a constant Tensor); msgraph's message named its internal
  symbol class ("must be Number but got Sym").
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y16 = Tensor(np.ones((2, 3), np.float16))
y16_ok = Tensor(np.ones((3, 2), np.float16))
x3 = Tensor(np.ones((2, 3, 4), np.float32))
v = Tensor(np.array([1.0, 2.0], np.float32))


class MM(nn.Cell):
    def construct(self, a, b):
        return a.mm(b)


class PMatMul(nn.Cell):
    def __init__(self, tb=False):
        super().__init__()
        self.mm = ops.MatMul(transpose_b=tb)

    def construct(self, a, b):
        return self.mm(a, b)


class PBatchMatMul(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bmm = ops.BatchMatMul()

    def construct(self, a, b):
        return self.bmm(a, b)


class MinInit(nn.Cell):
    def construct(self, a, init):
        return a.min(0, initial=init, where=Tensor([False, True]))


class MaxInitConst(nn.Cell):
    def construct(self, a):
        return a.max(0, initial=Tensor([1.0, 2.0]), where=Tensor([False, True]))


def message(fn, *args):
    try:
        fn(*args).asnumpy()
    except Exception as e:  # noqa: BLE001 - the message is the record
        return str(e).strip().splitlines()[0]
    return "no error"


emit_error("mm_f16_wrong_width", MM(), x, y16)
emit_error("mm_f16_right_width", MM(), x, y16_ok)
emit_error("matmul_prim_f16_wrong_width", PMatMul(), x, y16)
emit_error("matmul_prim_tb_f16_wrong_width", PMatMul(True), x, y16_ok)
emit_error("batchmatmul_f16_wrong_width", PBatchMatMul(), Tensor(np.ones((2, 2, 3), np.float32)),
           Tensor(np.ones((2, 2, 3), np.float16)))
emit_error("mm_f32_wrong_width", MM(), x, Tensor(np.ones((2, 3), np.float32)))
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit_error("transpose_two_axes_float", lambda: x3.transpose(0, 2.0))
    emit_error("transpose_two_axes_str", lambda: x3.transpose(0, "a"))
    emit_error("transpose_three_axes_float", lambda: x3.transpose(0, 1, 2.0))
    emit_error("transpose_four_axes", lambda: x3.transpose(0, 1, 2, 0.0))
    emit("transpose_swap", x3.transpose(0, 2).shape)
else:
    emit("min_initial_tensor_input_msg", message(MinInit(), v, Tensor([1.0, 2.0])))
    emit("max_initial_tensor_const_msg", message(MaxInitConst(), v))
emit_error("min_initial_tensor_input", MinInit(), v, Tensor([1.0, 2.0]))
