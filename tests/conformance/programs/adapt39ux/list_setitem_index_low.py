"""``lst[i] = v`` in graph code with an index known only when the graph runs below -n (list_setitem_index_range.py's
second run-time error): MindSpore 2.10's ValueError; msgraph returned the list unchanged."""
import mindspore as ms
from mindspore import jit, mutable
from _conf import emit, emit_error


@jit
def set_at(a, i):
    a[i] = 9
    return a


emit("plain_var_index_ok", list(set_at([1, 2, 3, 4], mutable(-1))))
emit_error("plain_var_index_low", lambda: set_at([1, 2, 3, 4], mutable(-5)))
