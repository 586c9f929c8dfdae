"""tests/ut/python/nn checks: Jvp/Vjp and ops.jvp/vjp input types, Dense with a Primitive activation, Cell attribute
rules (a Parameter or sub-Cell name set to None stays taken), duplicate Parameter names at compile, a private
attribute read in construct, Parameter.set_data of a float into an int Parameter, distributions' construction
checks, and PSNR/SSIM under jit_syntax_level STRICT."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.common.api import _cell_graph_executor
from mindspore.nn.grad import Jvp, Vjp
import mindspore.nn.probability.distribution as msd
from _conf import emit, emit_error

x = Tensor(np.array([[1, 2], [3, 4]]).astype(np.float32))
v = Tensor(np.array([[1, 1], [1, 1]]).astype(np.float32))


class Cube(nn.Cell):
    def construct(self, a):
        return a ** 3


class Two(nn.Cell):
    def construct(self, a, b):
        return a * b


emit("jvp_ok", Jvp(Cube())(x, v))
emit("vjp_ok", Vjp(Cube())(x, v))
emit_error("jvp_tuple_v", Jvp(Cube()), x, (v,))
emit_error("jvp_tuple_input", Jvp(Two()), (x, x), (v, v))
emit_error("vjp_tuple_v", Vjp(Cube()), x, (v,))
emit_error("vjp_two_v", Vjp(Cube()), x, (v, v))
emit_error("fn_jvp_int", ops.jvp, Cube(), 1, 1)
emit_error("fn_vjp_int", lambda: ops.vjp(Cube(), 1)[1](1))
emit("fn_jvp", ops.jvp(Cube(), x, v))

d = nn.Dense(1, 1, weight_init="ones", bias_init="zeros", activation=ops.ReLU())
emit("dense_prim_act", d(Tensor(np.array([[-1.0], [2.0]], np.float32))))
emit_error("dense_bad_act", nn.Dense, 1, 1, activation=1)


class ParamThenCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")
        self.w = None
        self.w = nn.ReLU()


class CellThenTensor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = nn.ReLU()
        self.m = None
        self.m = Tensor(np.ones(2, np.float32))


class DupNames(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w2 = Parameter(Tensor(np.ones(2, np.float32)), name="weight")
        self.w1 = Parameter(Tensor(np.ones(2, np.float32)), name="weight")

    def construct(self, a):
        return a + self.w1 + self.w2


class Private(nn.Cell):
    def __init__(self):
        super().__init__()
        self.__x = 3

    def construct(self, a):
        return a * self.__x


emit_error("param_then_cell", ParamThenCell)
emit_error("cell_then_tensor", CellThenTensor)
emit_error("dup_names_compile", _cell_graph_executor.compile, DupNames(), Tensor(np.ones(2, np.float32)))
emit("private_attr", Private()(Tensor(np.ones(2, np.float32))))
p = Parameter(1, "p")
emit_error("set_data_float_into_int", p.set_data, 1.2)
p.set_data(True)
emit("set_data_bool", p)

emit_error("normal_shapes", msd.Normal, [[2.], [1.]], [[2.], [3.], [4.]], dtype=ms.float32)
emit_error("categorical_dtype", msd.Categorical, [0.1], dtype=ms.bool_)
emit_error("categorical_name", msd.Categorical, [0.1], name=1.0)
emit("normal_ok_shapes", msd.Normal([[2.], [1.]], [[2., 3.]], dtype=ms.float32).mean())

if ms.get_context("mode") == ms.GRAPH_MODE:   # (MindSpore's PyNative PSNR fails in ScalarCast)
    ms.set_context(jit_syntax_level=ms.STRICT)
img1 = Tensor((np.arange(2 * 3 * 16 * 16).reshape(2, 3, 16, 16) % 17 / 17).astype(np.float32))
img2 = Tensor((np.arange(2 * 3 * 16 * 16).reshape(2, 3, 16, 16) % 13 / 13).astype(np.float32))
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit("psnr_strict", nn.PSNR()(img1, img2), rtol=1e-5)
    emit("psnr_uint8_strict", nn.PSNR(max_val=255)(Tensor(np.full((1, 1, 4, 4), 10, np.uint8)),
                                                    Tensor(np.full((1, 1, 4, 4), 20, np.uint8))), rtol=1e-5)
    ms.set_context(jit_syntax_level=ms.LAX)
