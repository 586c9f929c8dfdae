"""adapt45uta: ``len(range(n))`` with bounds known only when the graph runs (``ms.mutable`` ints; MindSpore 2.10 CPU,
a variant of ut dynamic_sequence/test_range_with_variable found by the adapt45uta sweep s1).

MindSpore gives the length as an int known when the graph runs (``F.isconstant`` False, ``isinstance(n, int)``);
msgraph raised TypeError "object of type 'SymRange' has no len()".  A 0-d Tensor bound is still MindSpore's
TypeError (make_range wants int scalars)."""
import mindspore as ms
from mindspore import Tensor, jit, mutable
from mindspore.ops import functional as F
from _conf import emit_error


@jit
def range_len(n):
    r = range(n)
    return len(r), F.isconstant(len(r))


@jit
def range_len_step(a, b):
    r = range(a, b, 3)
    return len(r) * 2, isinstance(len(r), int)


@jit
def range_len_tensor(n):
    return len(range(n))


emit_error("range_len", range_len, mutable(4))
emit_error("range_len_negative", range_len, mutable(-2))
emit_error("range_len_step", range_len_step, mutable(1), mutable(11))
emit_error("range_len_step_empty", range_len_step, mutable(9), mutable(1))
emit_error("range_len_const", range_len, 5)
emit_error("range_len_tensor", range_len_tensor, Tensor(3))
