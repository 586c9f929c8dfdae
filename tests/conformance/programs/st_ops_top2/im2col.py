"""P.Im2Col(ksizes, strides, dilations, pads) (st test_im2col_op): (N, C, H, W) -> (N, C, kh * kw, L) with strides,
dilations, pads (int, one, pair; four is a ValueError); eagerly, in a Cell, under vmap."""
import numpy as np
from mindspore import Tensor, nn
import mindspore.ops.operations as P
from mindspore.ops.functional import vmap
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = P.Im2Col(*attrs)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.arange(2 * 3 * 5 * 6).reshape(2, 3, 5, 6).astype(np.float32))
emit("k2", Net(2)(x))
emit("k3_s2_d1_p1", Net(3, 2, 1, 1)(x))
emit("k2x3_dil2_pads_pair", Net((2, 3), 1, 2, (1, 0))(x))
emit("pads_one", Net(2, (2, 1), 1, (1,))(x))


def pads_four():
    return Net(2, (2, 1), 1, (1, 0, 2, 1))(x)


emit_error("pads_four", pads_four)
emit("eager_prim", P.Im2Col(ksizes=2, strides=1, dilations=1, pads=0)(Tensor(np.arange(32).reshape(1, 2, 4, 4)
                                                                                .astype(np.float64))))


def cal_im2col(v):
    return P.Im2Col(ksizes=2, strides=1, dilations=1, pads=0)(v)


emit("vmap_last_axis", vmap(cal_im2col, in_axes=-1)(Tensor(np.arange(1 * 2 * 4 * 4 * 3).reshape(1, 2, 4, 4, 3)
                                                           .astype(np.float32))))
