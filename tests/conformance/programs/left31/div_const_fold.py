"""A division of constants in graph code (MindSpore's st ops/test_ops_divs.py::test_divs_infer_value): MindSpore 2.10's
Graph mode evaluates Div / Divs / DivMod / DivMods of operands it knows while compiling (Cell attribute Tensors,
Tensors made in graph code, Python numbers) with numpy 1.26, and keeps numpy's dtype: two Int32 Tensors divide to
Float64, an int Tensor by a float32 one to Float64, ``rounding_mode='trunc'`` of ints to Float64; a 0-d integer
Tensor divided by a Python number (Divs) is Float32.  Parameters and graph arguments are not folded (Float32), nor
is ``number / Tensor`` (Reciprocal and Mul); PyNative gives Float32 throughout."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, mint, nn, ops
from _conf import emit


class Consts(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Tensor(np.array([5, -6]), ms.int32)
        self.y = Tensor(np.array([2, 4]), ms.int32)
        self.x8 = Tensor(np.array([5, -6]), ms.int8)
        self.s = Tensor(7, ms.int32)
        self.b = Tensor(np.array([True, False]))
        self.bs = Tensor(True)
        self.f = Tensor(np.array([2., 3.]), ms.float32)
        self.f0 = Tensor(2., ms.float32)
        self.h = Tensor(np.array([5., 6.]), ms.float16)
        self.h0 = Tensor(5., ms.float16)
        self.p = Parameter(Tensor(np.array([5, 6]), ms.int32), name="p")

    def construct(self):
        return {
            "tensor_tensor": self.x / self.y,
            "ops_div": ops.div(self.x, self.y),
            "mint_div": mint.div(self.x, self.y),
            "mint_div_number": mint.div(self.x, 3),
            "tensor_number": self.x / 3,
            "ops_div_number": ops.div(self.x, 3),
            "P_Div": ops.Div()(self.x, self.y),
            "true_divide": ops.true_divide(self.x, self.y),
            "method_true_divide_0d": self.s.true_divide(2),
            "int_by_float32": self.x / self.f,
            "float16_by_int32": self.h / self.x,
            "float16_by_int8": ops.div(self.h, self.x8),
            "float16_by_float32_0d": self.h / self.f0,
            "float16_by_number": self.h / 3,
            "int8_by_number": self.x8 / 2,
            "int8_by_int32_0d": self.x8 / self.s,
            "bool_by_int": self.b / self.y,
            "bool_by_number": self.b / 2,
            "bool_0d_by_number": self.bs / 2,
            "int_by_bool": ops.div(self.x, True),
            "int_0d_by_number": self.s / 2,
            "int_0d_by_float": self.s.div(2.5),
            "ops_div_int_0d_number": ops.div(self.s, 2),
            "ops_divide_int_0d_float": ops.divide(self.s, 2.5),
            "float16_0d_by_number": self.h0 / 2,
            "number_by_tensor_ops_div": ops.div(3, self.y),
            "number_by_tensor_operator": 3 / self.y,
            "chained": self.x * 2 / self.y,
            "folded_then_add": ops.div(self.x, self.y) + 1,
            "folded_then_cast": (self.x / self.y).astype(ms.float32),
            "trunc": ops.div(self.x, self.y, rounding_mode='trunc'),
            "trunc_number": ops.div(self.x, 4, rounding_mode='trunc'),
            "trunc_0d": ops.div(self.s, 2, rounding_mode='trunc'),
            "trunc_method_0d": self.s.div(2, rounding_mode='trunc'),
            "trunc_mint": mint.div(self.x8, 3, rounding_mode='trunc'),
            "trunc_float16_int8": ops.div(self.h, self.x8, rounding_mode='trunc'),
            "trunc_float16_number": ops.div(self.h, 2, rounding_mode='trunc'),
            "floor": ops.div(self.x, self.y, rounding_mode='floor'),
            "floor_number": mint.div(self.x, 4, rounding_mode='floor'),
            "floordiv": self.x // self.y,
            "float32": self.f / self.f,
            "float16": self.h / self.h,
            "parameter": self.p / self.y,
            "made_in_graph": Tensor(np.array([5, 6]), ms.int32) / Tensor([2, 3], ms.int32),
        }


for k, v in Consts()().items():
    emit(k, v)


class Args(nn.Cell):
    def construct(self, x, y):
        return x / y, ops.div(x, y), x / 3, ops.div(x, y, rounding_mode='trunc')


emit("graph_arguments", Args()(Tensor(np.array([5, 6]), ms.int32), Tensor(np.array([2, 3]), ms.int32)))


@ms.jit
def with_arg(a):
    c = Tensor(np.array([1, 2]), ms.int32)
    return a + c / 2, c / Tensor(np.array([2, 2]), ms.int32) + a


emit("jit_constant_plus_argument", with_arg(Tensor(np.array([1., 2.]), ms.float32)))
