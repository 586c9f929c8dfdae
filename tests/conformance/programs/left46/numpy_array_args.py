"""Numpy arrays reaching ops in graph code inside a tuple or list, and given to mindspore.numpy (session 45's Left):
MindSpore 2.10 refuses both -- ``ops.concat((t, a))``, ``ops.stack([t, a])``, ``P.Concat()((t, a))``,
``mint.cat((t, a))`` in a jit function or a Graph-mode Cell (a numpy argument, Cell attribute, global or array made
there) are its TypeError ("Failed calling Concat with tensors=Tuple[Tensor[Float32],External]"), and
mindspore.numpy takes int / float / bool / list / tuple / Tensor only: ``mnp.asarray(a)``, ``mnp.array(a)``,
``mnp.concatenate((t, a))``, ``mnp.where(a > 0, t, t)``, ``mnp.add(t, a)``, ``mnp.abs(a)`` are TypeErrors in both
modes (``mnp.stack(a)``: ValueError).  msgraph computed them all (eager PyNative refused the ops' tuples already).
A list of arrays stays an array-like (``mnp.asarray([a, b])`` computes), and ``Tensor(a)`` is the way.  Also: a
numpy array given to a Cell of the library (``nn.ReLU()(a)`` in graph code: TypeError, msgraph computed), compared
with a Tensor (``t == a`` is plain False, ``t != a`` True, in graph code too: msgraph raised TypeError), used as an
index (``t[np.array([1, 0])]``: IndexError in both modes; msgraph indexed in graph code)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _conf import emit_error

T = Tensor(np.array([1.0, 2.0], np.float32))
A = np.array([3.0, -4.0], np.float32)
B = np.array([0.5, 1.0], np.float32)
GA = A


def concat(t, a):
    return ops.concat((t, a))


def concat_list(t, a):
    return ops.concat([a, t])


def stack(t, a):
    return ops.stack([t, a])


def pconcat(t, a):
    return P.Concat()((t, a))


def mint_cat(t, a):
    return mint.cat((t, a))


def concat_tensor_of(t, a):
    return ops.concat((t, Tensor(a)))


def mnp_asarray(t, a):
    return mnp.asarray(a) + t


def mnp_array(t, a):
    return mnp.array(a) * t


def mnp_concatenate(t, a):
    return mnp.concatenate((t, a))


def mnp_where(t, a):
    return mnp.where(a > 0, t, t * 2)


def mnp_add(t, a):
    return mnp.add(t, a)


def mnp_abs(t, a):
    return mnp.abs(a)


def mnp_stack_one(t, a):
    return mnp.stack(a)


def mnp_asarray_list(t, a):
    return mnp.asarray([a, a]) + t


def relu_cell(t, a):
    return nn.ReLU()(a)


def tensor_eq(t, a):
    return t == a, t != a


def eq_in_if(t, a):
    if t == a:
        return t + 1
    return t - 1


def tensor_gt(t, a):
    return t > a


def index_by_array(t, a):
    return t[np.array([1, 0])]


BODIES = (relu_cell, tensor_eq, eq_in_if, tensor_gt, index_by_array, concat, concat_list, stack, pconcat, mint_cat, concat_tensor_of, mnp_asarray, mnp_array, mnp_concatenate,
          mnp_where, mnp_add, mnp_abs, mnp_stack_one, mnp_asarray_list)


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


for f in BODIES:
    emit_error(f"{f.__name__}_jit_argument", lambda: jarg(f))
    emit_error(f"{f.__name__}_jit_global", lambda: jglob(f))
    emit_error(f"{f.__name__}_cell_argument", lambda: CArg(f)(T, A))
    emit_error(f"{f.__name__}_cell_attribute", lambda: CAttr(f)(T))
emit_error("eager_mnp_asarray", lambda: mnp.asarray(A))
emit_error("eager_mnp_asarray_list", lambda: mnp.asarray([A, B]))
emit_error("eager_mnp_add", lambda: mnp.add(T, B))
emit_error("eager_mnp_stack", lambda: mnp.stack((T, B)))
emit_error("eager_mnp_mean", lambda: mnp.mean(A))
emit_error("eager_mnp_isscalar", lambda: mnp.isscalar(A))
