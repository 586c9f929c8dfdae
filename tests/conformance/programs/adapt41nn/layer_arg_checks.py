"""Layer argument checks (st/nn/test_BiDense.py, test_Conv3d.py, test_GroupNorm.py variants, adapt41nn).  Silent:
nn.Conv3d(3, 4, 2, group=2) built a (4, 1, 2, 2, 2) weight where MindSpore 2.10 refuses a group not dividing both
channel counts (ValueError).  TypeErrors / ValueErrors at construction where msgraph built the Cell or failed in
its initializer (ZeroDivisionError, math domain error): BiDense with float / bool / non-positive channel counts or
an int has_bias, Conv3d with a float / zero in_channels.  nn.GroupNorm of an int32 / bool input is GroupNorm's
dtype TypeError (msgraph cast gamma and beta to the input's dtype and normalised).  MultiheadAttention takes a
float, uint8 or bool attn_mask: an int32 / int64 one is a ValueError (msgraph added it as a float mask)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


class N(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return self.p(x)


def pshapes(cell):
    return [list(p.shape) for p in cell.get_parameters()]


x = Tensor(np.random.RandomState(0).rand(2, 4, 3).astype(np.float32))
emit("groupnorm_f32", N(nn.GroupNorm(2, 4))(x))
emit("groupnorm_f64", N(nn.GroupNorm(2, 4))(x.astype(ms.float64)))
emit("conv3d_group2_params", pshapes(nn.Conv3d(4, 4, 2, group=2)))
emit("conv3d_group4_params", pshapes(nn.Conv3d(4, 8, 1, group=4)))
emit("bidense_params", pshapes(nn.BiDense(3, 4, 2)))
q = Tensor(np.random.RandomState(1).uniform(-1, 1, (3, 2, 4)).astype(np.float32))
for dt in ["uint8", "bool", "float16"]:
    emit(f"mha_attn_mask_{dt}_shape", list(nn.MultiheadAttention(4, 2)(q, q, q, None, True,
                                                                       Tensor(np.zeros((3, 3), dt)))[0].shape))
emit_error("groupnorm_int32", lambda: N(nn.GroupNorm(2, 4))(Tensor(np.ones((1, 4, 2), np.int32))))
emit_error("groupnorm_bool", lambda: N(nn.GroupNorm(2, 4))(Tensor(np.ones((1, 4, 2), bool))))
for name, args, kw in [("float_in1", (3.0, 4, 2), {}), ("float_in2", (3, 4.0, 2), {}), ("float_out", (3, 4, 2.0), {}),
                       ("zero_in1", (0, 4, 2), {}), ("zero_in2", (3, 0, 2), {}), ("zero_out", (3, 4, 0), {}),
                       ("neg_in1", (-1, 4, 2), {}), ("bool_in1", (True, 4, 2), {}), ("int_has_bias", (3, 4, 2), {"has_bias": 1})]:
    emit_error(f"bidense_{name}", lambda: pshapes(nn.BiDense(*args, **kw)))
for name, args, kw in [("group2_in3", (3, 4, 2), {"group": 2}), ("group3_out4", (3, 4, 2), {"group": 3}),
                       ("group0", (4, 4, 2), {"group": 0}), ("in0", (0, 4, 2), {}), ("float_in", (2.0, 4, 2), {})]:
    emit_error(f"conv3d_{name}", lambda: pshapes(nn.Conv3d(*args, **kw)))
for dt in ["int32", "int64"]:
    emit_error(f"mha_attn_mask_{dt}", lambda: nn.MultiheadAttention(4, 2)(q, q, q, None, True,
                                                                         Tensor(np.zeros((3, 3), dt)))[0].shape)
