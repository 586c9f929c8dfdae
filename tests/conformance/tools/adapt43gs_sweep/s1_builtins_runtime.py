"""Builtins over RUN-TIME lists / tuples in graph code (session 42's Left): map(lambda ...), list / dict / set
comprehensions, filter, sorted, any / all, sum / max / min over lists made when the graph runs (x.tolist(),
x.asnumpy().tolist()) and over tuples / lists of Tensors; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))
XB = Tensor(np.array([True, False, True]))
XZ = Tensor(np.array([0, 0, 0], np.int32))


@reg(X)
def map_lambda_tolist(x):
    return list(map(lambda e: e * 2, x.tolist()))


@reg(X)
def map_lambda_asnumpy_tolist(x):
    return list(map(lambda e: e + 1, x.asnumpy().tolist()))


@reg(X)
def listcomp_tolist(x):
    return [e * 2 for e in x.tolist()]


@reg(X)
def listcomp_if_tolist(x):
    return [e for e in x.tolist() if e > 1]


@reg(X)
def dictcomp_tolist(x):
    return {i: e for i, e in enumerate(x.tolist())}


@reg(XI)
def setcomp_tolist_len(x):
    return len({e % 2 for e in x.tolist()})


@reg(X)
def filter_tolist(x):
    return list(filter(lambda e: e > 1.5, x.tolist()))


@reg(X)
def sorted_tolist(x):
    return sorted(x.tolist())


@reg(X)
def sorted_reverse_tolist(x):
    return sorted(x.tolist(), reverse=True)


@reg(X)
def any_genexpr_tolist(x):
    return any(e > 2.5 for e in x.tolist())


@reg(X)
def all_genexpr_tolist(x):
    return all(e > 0.5 for e in x.tolist())


@reg(X)
def any_tolist(x):
    return any(x.tolist())


@reg(XZ)
def all_tolist_zero(x):
    return all(x.tolist())


@reg(X)
def sum_tolist(x):
    return sum(x.tolist())


@reg(XI)
def sum_tolist_int(x):
    return sum(x.tolist())


@reg(X)
def max_tolist(x):
    return max(x.tolist())


@reg(XI)
def min_tolist_int(x):
    return min(x.tolist())


@reg(X)
def sum_tolist_start(x):
    return sum(x.tolist(), 10)


@reg(X)
def len_tolist(x):
    return len(x.tolist())


@reg(X)
def sum_tuple_tensors(x):
    return sum((x, x * 2, x * 3))


@reg(X)
def sum_list_tensors(x):
    return sum([x, x + 1])


@reg(X)
def max_tuple_0d(x):
    return max((x[0], x[1], x[2]))


@reg(X)
def min_list_0d(x):
    return min([x[0], x[1], x[2]])


@reg(X)
def max_two_0d(x):
    return max(x[0], x[1])


@reg(X)
def sorted_list_0d(x):
    return sorted([x[0], x[1], x[2]])


@reg(X)
def any_list_0d(x):
    return any([x[0] > 2, x[1] > 2])


@reg(X)
def all_tuple_0d(x):
    return all((x[0] > 0, x[1] > 0))


@reg(X)
def map_lambda_tuple_tensors(x):
    return tuple(map(lambda t: t * 2, (x, x + 1)))


@reg(X)
def map_two_lists(x):
    return list(map(lambda a, b: a + b, [x, x], [x * 2, x * 3]))


@reg(X)
def listcomp_tensors(x):
    return [t.sum() for t in (x, x * 2)]


@reg(X)
def listcomp_over_tensor(x):
    return [e * 2 for e in x]


@reg(X)
def dictcomp_tensors(x):
    return {k: x * v for k, v in (("a", 1), ("b", 2))}


@reg(X)
def filter_tensors_const(x):
    return len(list(filter(lambda t: t is not None, [x, None, x])))


@reg(X)
def sum_genexpr_tensors(x):
    return sum(t.sum() for t in (x, x * 2))


@reg(X)
def max_genexpr_tolist(x):
    return max(e * 2 for e in x.tolist())


@reg(X)
def sorted_key_tolist(x):
    return sorted(x.tolist(), key=lambda e: -e)


@reg(X)
def min_key_tolist(x):
    return min(x.tolist(), key=lambda e: abs(e - 2.2))


@reg(XB)
def any_bool_tensor(x):
    return any(x)


@reg(XB)
def all_bool_tensor(x):
    return all(x)


@reg(X)
def sum_tensor_builtin(x):
    return sum(x)


@reg(X)
def max_tensor_builtin(x):
    return max(x)


@reg(X)
def zip_tolist(x):
    return list(zip(x.tolist(), [1, 2, 3]))


@reg(X)
def enumerate_listcomp_tolist(x):
    return [i * e for i, e in enumerate(x.tolist())]


@reg(X)
def nested_listcomp_tolist(x):
    return [[e, e * 2] for e in x.tolist()]


@reg(X)
def reversed_tolist(x):
    return list(reversed(x.tolist()))


@reg(X)
def tolist_index(x):
    l = x.tolist()
    return l.index(2.0)


@reg(X)
def tolist_count(x):
    l = x.tolist()
    return l.count(1.0)


@reg(X)
def tolist_in(x):
    return 2.0 in x.tolist()


@reg(X)
def tensor_from_listcomp(x):
    return Tensor([e * 2 for e in x.tolist()])


@reg(X)
def map_abs_tolist(x):
    return list(map(abs, x.tolist()))


@reg(X)
def map_float_tolist_int(x):
    return list(map(int, x.tolist()))


@reg(X)
def sum_map_tolist(x):
    return sum(map(lambda e: e * e, x.tolist()))


run_all(C)
