# tuple()/list() of a dynamic-length sequence (mutable(seq, True)) stays dynamic-length in graph code
# (F.is_sequence_shape_unknown); its values are the same.  Its len() and count() are known only when the
# graph runs (F.isconstant is False) in MindSpore; msgraph keeps their values.
import mindspore as ms
from mindspore import jit, mutable
from mindspore.ops import functional as F
from _conf import emit


@jit
def to_tuple():
    a = mutable([1, 2, 3, 4], True)
    x = tuple(a)
    return isinstance(x, tuple), F.is_sequence_shape_unknown(x), x


@jit
def to_list():
    a = mutable((5, 6), True)
    x = list(a)
    return isinstance(x, list), F.is_sequence_shape_unknown(x), x


@jit
def fixed():
    a = mutable([1, 2])
    return F.is_sequence_shape_unknown(tuple(a)), F.is_sequence_shape_unknown(list((1, 2)))


@jit
def len_count():
    x = mutable([1, 2, 3, 3], True)
    y = mutable([1, 2, 3])
    n = len(x)
    c = x.count(3)
    return isinstance(n, int), F.isconstant(n), F.isconstant(len(y)), isinstance(c, int), F.isconstant(c), \
        n, c, n + c, [0] * n


emit("to_tuple", to_tuple())
emit("len_count", len_count())
emit("to_list", to_list())
emit("fixed", fixed())
