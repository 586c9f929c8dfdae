"""Run-time containers, sixth script (fifth pass): list methods on x.tolist() (sort, pop, insert, remove, copy, del,
slicing assignment), dict methods on a dict holding run-time values (pop, setdefault, items loop, in, len), string
results (join of str() of run-time values, f-string of a run-time list, % of a run-time int); P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))


@reg(X)
def list_sort_pop(x):
    l = x.tolist()
    l.sort()
    p = l.pop()
    return l, p


@reg(X)
def list_insert_remove(x):
    l = x.tolist()
    l.insert(0, 7.0)
    l.remove(1.0)
    return l


@reg(X)
def list_del_slice(x):
    l = x.tolist()
    del l[0]
    return l, l[-1:]


@reg(X)
def list_copy_extend(x):
    l = x.tolist()
    m = l.copy()
    m.extend([4.0])
    return len(l), len(m)


@reg(X)
def dict_pop_setdefault(x):
    d = {"a": x.tolist()[0], "b": 1}
    v = d.pop("a")
    d.setdefault("c", 5)
    return v, d


@reg(X)
def dict_in_len(x):
    d = {"a": x.tolist(), "b": 2}
    return "a" in d, "z" in d, len(d)


@reg(XI)
def join_str_runtime(x):
    return "-".join([str(e) for e in x.tolist()])


@reg(X)
def fstring_runtime_list(x):
    return f"l={x.tolist()}"


@reg(XI)
def percent_int_runtime(x):
    return "%d items, first %d" % (len(x.tolist()), x.tolist()[0])


@reg(X)
def list_mul_runtime(x):
    return x.tolist() * 2


@reg(X)
def list_reverse_return(x):
    l = x.tolist()
    l.reverse()
    return l


@reg(X)
def tuple_of_runtime_index(x):
    t = tuple(x.tolist())
    return t.index(2.0), t.count(3.0), t[1:]


run_all(C)
