"""``jit(capture_mode="trace")`` runs the function as Python: ``d.keys()`` / ``d.values()`` / ``d.items()`` of its
dict argument are live views, so returned ones hold the dict as the function leaves it (after a later ``update``
or ``clear`` in the same call), as tuples (keys, values) and a list of pairs (items) (MindSpore 2.10, st
compiler/trace/test_trace.py::test_trace_9).  ``capture_mode="ast"`` reads them when the line runs."""
import threading

import mindspore as ms
from _conf import emit

FOLLOW_PYNATIVE = {"caller_dict_after_update": "a Graph-mode Cell's dict argument changed by d.update reaches the "
                   "caller as in PyNative (docs/differences.md, side-effects table: MindSpore's Graph mode drops it)"}


def in_thread(fn, *args):
    """Calls ``fn`` on a fresh thread's stack: MindSpore's trace reads the source line of every caller frame,
    which the conformance harness's ``runpy`` frames do not have."""
    out = []
    th = threading.Thread(target=lambda: out.append(fn(*args)))
    th.start()
    th.join()
    return out[0]


class DictNet(ms.nn.Cell):
    @ms.jit(capture_mode="trace")
    def construct(self, d):
        x = d.keys()
        y = d.values()
        z = d.items()
        d.update({'e': ms.Tensor(5)})
        q = dict.fromkeys(["one", "two", "three"], 0)
        r = 'b' in d
        return [x, y, z, q, r, d]


class ClearNet(ms.nn.Cell):
    @ms.jit(capture_mode="trace")
    def construct(self, d):
        x = d.keys()
        y = d.values()
        z = d.items()
        n = len(x)
        d.clear()
        return x, y, z, n, d


class AstNet(ms.nn.Cell):
    @ms.jit
    def construct(self, d):
        x = d.keys()
        y = d.values()
        z = d.items()
        d.update({'e': ms.Tensor(5)})
        return x, y, z


@ms.jit(capture_mode="trace")
def views_then_set(d, t):
    k = d.keys()
    s = 0
    for key in k:
        s = s + d[key]
    d['w'] = t * 2
    return k, d.values(), s


def show(label, out):
    emit(label, [[type(o).__name__, list(o) if type(o).__name__ in ("tuple", "list") else o] for o in out])


d = {'a': ms.Tensor(1), 'b': ms.Tensor(2), 'c': ms.Tensor(3)}
show("update_after_views", in_thread(DictNet(), d))
emit("caller_dict_after_update", d)
d = {'a': ms.Tensor(1), 'b': ms.Tensor(2), 'c': ms.Tensor(3)}
show("clear_after_views", in_thread(ClearNet(), d))
show("clear_after_views_again", in_thread(ClearNet(), {'p': ms.Tensor(7)}))
show("ast_views_read_at_the_line", AstNet()({'a': ms.Tensor(1), 'b': ms.Tensor(2)}))
show("function_views", in_thread(views_then_set, {'a': ms.Tensor(1.5), 'b': ms.Tensor(2.5)}, ms.Tensor(4.0)))
