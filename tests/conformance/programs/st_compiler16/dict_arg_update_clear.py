"""tests/st/compiler/trace/test_trace.py::test_trace_9 adapted (its d.update/d.clear on a dict argument, in a
``@jit`` function): MindSpore 2.10 runs ``update`` and ``clear`` on a new dict, so returning the dict returns that
new dict and the caller's dict keeps its contents (also a ``d[k] = v`` made before or after them); msgraph
returned the caller's dict, updated/cleared in place."""
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


def mk():
    return {'a': Tensor(1), 'b': Tensor(2)}


@jit
def r_update(d):
    d.update({'e': Tensor(5)})
    return d


@jit
def r_clear(d):
    d.clear()
    return d


@jit
def r_setitem(d):
    d['q'] = Tensor(7)
    return d


@jit
def r_setitem_clear(d):
    d['q'] = Tensor(7)
    d.clear()
    return d


@jit
def r_clear_setitem(d):
    d.clear()
    d['q'] = Tensor(7)
    return d


@jit
def n_update_clear(d):
    d.update({'e': Tensor(5)})
    d.clear()
    return len(d)


@jit
def n_setitem(d):
    d['q'] = Tensor(7) * 2
    return len(d)


for name, f in [("update", r_update), ("clear", r_clear), ("setitem", r_setitem), ("setitem_clear", r_setitem_clear),
                ("clear_setitem", r_clear_setitem), ("n_update_clear", n_update_clear), ("n_setitem", n_setitem)]:
    d = mk()
    r = f(d)
    emit(name, [r, sorted(d.keys()), r is d, d])
