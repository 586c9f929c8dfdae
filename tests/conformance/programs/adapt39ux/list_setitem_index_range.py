"""``lst[i] = v`` in graph code (ut dynamic_sequence/test_dynamic_sequence_setitem.py, adapted): with an index known
only when the graph runs (``ms.mutable(8)``) outside [-n, n), MindSpore 2.10 raises its kernel's ValueError (msgraph
returned the list unchanged, silently); with a constant index outside the range, a dynamic-length list's setitem is
the same ValueError (a constant-length list's: its evaluator's IndexError).  In range, the item is set and the
caller's list is untouched.  (One run-time error per program: MindSpore 2.10 fails every later step of
the process after one; list_setitem_index_low.py has the other.)"""
import mindspore as ms
from mindspore import jit, mutable
from _conf import emit, emit_error


@jit
def set_at(a, i):
    a[i] = 9
    return a


@jit
def set_5(a):
    a[5] = 9
    return a


for name, make in (("dyn", lambda: mutable([1, 2, 3, 4], True)), ("fixed", lambda: mutable([1, 2, 3, 4])),
                   ("plain", lambda: [1, 2, 3, 4])):
    emit(f"{name}_var_index_ok", list(set_at(make(), mutable(2))))
    emit_error(f"{name}_const_index_high", lambda make=make: set_5(make()))
src = [1, 2, 3, 4]
emit("plain_var_index_neg", list(set_at(src, mutable(-4))))
emit("caller_list_kept", src)
emit_error("dyn_var_index_high", lambda: set_at(mutable([1, 2, 3, 4], True), mutable(8)))
