"""Numpy arrays reaching ops in graph code: through mindspore.numpy (asarray / array / concatenate / where / add),
inside tuples and lists (ops.concat, ops.stack, P.Concat, mint.cat, ops.addn), as keyword arguments, as Tensor-method
arguments (t.add(a)), through a Cell attribute, a jit argument, a Cell argument, a global and np.array made in the
function.  Each body(t, a) runs as: jarg (jit function, a numpy argument), carg (Cell construct, numpy argument),
cattr (Cell attribute), jglob (global read by a jit function), local (np.array written in the jit function)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _h import case

T = Tensor(np.array([1.0, 2.0], np.float32))
A = np.array([3.0, -4.0], np.float32)


def b_mnp_asarray(t, a):
    return mnp.asarray(a) + t


def b_mnp_array(t, a):
    return mnp.array(a) * t


def b_mnp_asarray_alone(t, a):
    return mnp.asarray(a)


def b_mnp_concat(t, a):
    return mnp.concatenate((t, a))


def b_mnp_where_cond(t, a):
    return mnp.where(a > 0, t, t * 2)


def b_mnp_where_x(t, a):
    return mnp.where(t > 1, a, t)


def b_mnp_add(t, a):
    return mnp.add(t, a)


def b_mnp_abs(t, a):
    return mnp.abs(a)


def b_concat(t, a):
    return ops.concat((t, a))


def b_concat_list(t, a):
    return ops.concat([a, t])


def b_stack(t, a):
    return ops.stack([t, a])


def b_pconcat(t, a):
    return P.Concat()((t, a))


def b_mint_cat(t, a):
    return mint.cat((t, a))


def b_addn(t, a):
    return ops.addn((t, a))


def b_kw_add(t, a):
    return ops.add(t, other=a)


def b_kw_add_input(t, a):
    return ops.add(input=a, other=t)


def b_kw_abs(t, a):
    return ops.abs(input=a)


def b_kw_reshape(t, a):
    return ops.reshape(input=a, shape=(2, 1))


def b_kw_prim(t, a):
    return P.Add()(x=t, y=a)


def b_meth_add(t, a):
    return t.add(a)


def b_meth_mul(t, a):
    return t.mul(a)


def b_meth_maximum(t, a):
    return t.maximum(a)


def b_meth_kw(t, a):
    return t.sub(other=a)


def b_meth_dunder(t, a):
    return t.__add__(a)


def b_tensor_plus(t, a):
    return t + a


def b_np_plus(t, a):
    return a + t


def b_abs(t, a):
    return ops.abs(a)


def b_tuple_ret(t, a):
    return ops.abs(t), ops.abs(Tensor(a))


def b_cmp_gt(t, a):
    return t > a


def b_cmp_eq(t, a):
    return t == a


def b_aug_add(t, a):
    t += a
    return t


def b_getitem_arr(t, a):
    return t[np.array([1, 0])] + 0 * t


def b_setitem(t, a):
    t[0] = a[1]
    return t


def b_where_tensor(t, a):
    return ops.where(t > 1, a, t)


def b_select(t, a):
    return ops.select(t > 1, t, a)


def b_matmul_op(t, a):
    return t @ a


def b_cell_call(t, a):
    return nn.ReLU()(a)


BODIES = {k[2:]: v for k, v in dict(globals()).items() if k.startswith("b_")}


class CArg(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, t, a):
        return self.f(t, a)


class CAttr(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f
        self.a = A

    def construct(self, t):
        return self.f(t, self.a)


GA = A


def jarg(f):
    @ms.jit
    def j(t, a):
        return f(t, a)
    return j(T, A)


def jglob(f):
    @ms.jit
    def j(t):
        return f(t, GA)
    return j(T)


def local(f):
    @ms.jit
    def j(t):
        return f(t, np.array([3.0, -4.0], np.float32))
    return j(T)


for name, f in BODIES.items():
    case(f"jarg.{name}", lambda: jarg(f))
    case(f"carg.{name}", lambda: CArg(f)(T, A))
    case(f"cattr.{name}", lambda: CAttr(f)(T))
    case(f"jglob.{name}", lambda: jglob(f))
    case(f"local.{name}", lambda: local(f))
