"""View ops (st pynative/ops/view): broadcast_to, slicing with True / None / Ellipsis, diagonal, expand_dims,
reshape, split, squeeze, transpose, unstack -- forward and GradOperation(get_all) over dtypes, chained views with
arithmetic, views of non-contiguous inputs, in-place writes through views."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

A = np.arange(12).reshape(2, 2, 3)
DT = (np.float32, np.float16, np.float64, np.int32)
GA = ops.GradOperation(get_all=True)
GS = ops.GradOperation(get_all=True, sens_param=True)


class F(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def bt(x):
    return ops.broadcast_to(x, (2, 2, 2, 3))


def bt_chain(x):
    t = ops.broadcast_to(x, (2, 2, 2, 3))
    return ops.broadcast_to((t + 1) * 2, (1, 2, 2, 2, 3))


def sl_true(x):
    return x[0:2:1, True, ...]


def sl_none(x):
    return x[None, 1, :, ::2]


def sl_neg(x):
    return x[-1, ::-1]


def sl_chain(x):
    y = x[:, 1:]
    return (y[..., 0] * 3)[0]


def diag(x):
    return ops.diagonal(x, 0, 1, 2)


def diag_off(x):
    return ops.diagonal(x, -1, 2, 1)


def ed(x):
    return ops.expand_dims(x, -1) * 2


def rs(x):
    return ops.reshape(x.transpose(2, 0, 1), (3, 4))


def sp(x):
    a, b = ops.split(x, [1, 2], 2)
    return a * 2 + b.sum(-1, keepdims=True)


def sq(x):
    return ops.squeeze(x[:, :1], 1)


def tr(x):
    return ops.transpose(x, (2, 0, 1))[1:]


def us(x):
    a, b = ops.unstack(x, 1)
    return a - b * 2


def chunk(x):
    return ops.chunk(x, 3, -1)[2] + 1


def view_m(x):
    return x.view(3, 4).T


def narrow(x):
    return x.narrow(2, 1, 2) * x.narrow(2, 0, 2)


FNS = [bt, bt_chain, sl_true, sl_none, sl_neg, sl_chain, diag, diag_off, ed, rs, sp, sq, tr, us, chunk, view_m, narrow]
for fn in FNS:
    for dt in DT:
        x = Tensor(A.astype(dt))
        case(f"{fn.__name__}_{np.dtype(dt).name}_fwd", lambda fn=fn, x=x: F(fn)(x))
        if dt != np.int32:
            case(f"{fn.__name__}_{np.dtype(dt).name}_grad", lambda fn=fn, x=x: GA(F(fn))(x))
    xt = Tensor(A.astype(np.float32).transpose(1, 0, 2).copy()).transpose(1, 0, 2)
    case(f"{fn.__name__}_noncontig_grad", lambda fn=fn, x=xt: GA(F(fn))(x))


def c_inplace_view():
    x = Tensor(A.astype(np.float32))
    y = x[0]
    y[1] = 100.0
    return [x, y]


def c_inplace_view_add():
    x = Tensor(A.astype(np.float32))
    y = x.view(4, 3)
    y += 1
    return [x, y]


def c_inplace_transposed():
    x = Tensor(A.astype(np.float32))
    y = x.transpose(2, 0, 1)
    y[0] = -1.0
    return [x, y]


def c_sens_view():
    x = Tensor(A.astype(np.float32))
    return GS(F(tr))(x, Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2)))


def c_unstack_bool():
    return ops.unstack(Tensor(A % 2 == 0), 2)


def c_split_uneven():
    return ops.split(Tensor(A.astype(np.float32)), 2, -1)


def c_split_bad():
    return ops.split(Tensor(A.astype(np.float32)), [1, 1], -1)


def c_diag_bad():
    return ops.diagonal(Tensor(A.astype(np.float32)), 0, 1, 1)


def c_squeeze_bad():
    return ops.squeeze(Tensor(A.astype(np.float32)), 1)


def c_bt_bad():
    return ops.broadcast_to(Tensor(A.astype(np.float32)), (2, 3, 3))


for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
