"""More ops with an int argument given as ms.mutable(int) in a Cell (follow-up of s7): forward and gradient."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, mutable, mint
from _h import case

xt = Tensor(np.array([[1.0, 2.0, 5.0, 1.0], [3.0, 0.5, 3.0, 0.0]]), ms.float32)


def f_ops_argmax(x, d):
    return ops.argmax(x, d)


def f_tensor_argmin(x, d):
    return x.argmin(d)


def f_ops_cumsum(x, d):
    return ops.cumsum(x, d)


def f_mint_gather(x, d):
    return mint.gather(x, d, Tensor(np.array([[0, 1], [1, 0]]), ms.int64))


def f_mint_split(x, d):
    return mint.split(x, 2, d)


def f_ops_squeeze(x, d):
    return ops.squeeze(ops.expand_dims(x, 0), d)


def f_mint_unsqueeze(x, d):
    return mint.unsqueeze(x, d)


def f_mint_transpose(x, d):
    return mint.transpose(x, d, 0)


def f_ops_topk(x, d):
    return ops.topk(x, d)


def f_mint_narrow(x, d):
    return mint.narrow(x, 1, d, 2)


def f_mint_index_select(x, d):
    return mint.index_select(x, d, Tensor(np.array([0]), ms.int64))


def f_mint_stack(x, d):
    return mint.stack((x, x * 2), d)


def f_mint_cat(x, d):
    return mint.cat((x, x * 2), d)


def f_softmax(x, d):
    return mint.nn.functional.softmax(x, d)


def f_log_softmax(x, d):
    return mint.nn.functional.log_softmax(x, d)


def f_mint_flatten(x, d):
    return mint.flatten(ops.expand_dims(x, 0), d)


def f_mint_roll(x, d):
    return mint.roll(x, d, 1)


def f_tensor_repeat(x, d):
    return x.repeat(d, 1)


def f_ops_tile(x, d):
    return ops.tile(x, (d, 1))


def f_mint_chunk(x, d):
    return mint.chunk(x, d, 1)


def f_mint_logsumexp(x, d):
    return mint.logsumexp(x, d)


def f_mint_std(x, d):
    return mint.std(x, d)


def f_mint_all(x, d):
    return mint.all(x > 1, d)


def f_tensor_sum_kw(x, d):
    return x.sum(axis=d)


def f_mint_norm(x, d):
    return mint.norm(x, 2, d)


def f_ops_one_hot(x, d):
    return ops.one_hot(Tensor(np.array([0, 2]), ms.int32), d, Tensor(1.0), Tensor(0.0))


def f_mint_diagonal(x, d):
    return ops.diagonal(x, d)


def f_mint_tril(x, d):
    return mint.tril(x, d)


class C(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, d):
        return self.f(x, d)


def _loss(f):
    class L(nn.Cell):
        def construct(self, x, d):
            r = f(x, d)
            if isinstance(r, (tuple, list)):
                r = r[0]
            return r.astype(ms.float32) * 1.5
    return L()


fns = {k[2:]: v for k, v in list(globals().items()) if k.startswith("f_")}
for name, f in fns.items():
    for d in (1, -1):
        case(f"{name}_const{d}", lambda f=f, d=d: C(f)(xt, d))
        case(f"{name}_mut{d}", lambda f=f, d=d: C(f)(xt, mutable(d)))
    case(f"{name}_mut_grad", lambda f=f: ops.GradOperation()(_loss(f))(xt, mutable(1)))
