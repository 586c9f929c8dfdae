"""Run-time lists (x.tolist(), x.asnumpy().tolist()) with the builtins fixed in s1, combined: results used by
Tensor ops afterwards, under gradients, in Cells with methods and closures, over int / bool / float16 / 2-d
Tensors, empty lists, nested lambdas; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))
XB = Tensor(np.array([True, False, True]))
XH = Tensor(np.array([1.5, -2.0], np.float16))
X2 = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
XE = Tensor(np.zeros((0,), np.float32))


def _w_map(x):
    w = sum(map(lambda e: e * 2, x.tolist()))
    return (x * w).sum()


def _w_any(x):
    if any(e > 2.5 for e in x.tolist()):
        return (x * 2).sum()
    return x.sum()


def _w_sorted_key(x):
    s = sorted(x.tolist(), key=lambda e: -e)
    return x.sum() * s[0]


@reg(X)
def grad_map_weight(x):
    return ms.grad(_w_map)(x)


@reg(X)
def grad_any_branch(x):
    return ms.grad(_w_any)(x)


@reg(X)
def grad_sorted_key(x):
    return ms.grad(_w_sorted_key)(x)


@reg(X)
def map_result_to_tensor_op(x):
    l = list(map(lambda e: e * 2, x.tolist()))
    return x + Tensor(l)


@reg(X)
def any_as_python_bool(x):
    r = any(e > 2.5 for e in x.tolist())
    return r, type(r) is bool, r and True


@reg(XI)
def map_int_list(x):
    return list(map(lambda e: e * 2, x.tolist()))


@reg(XB)
def map_bool_list(x):
    return list(map(lambda e: not e, x.tolist()))


@reg(XB)
def all_bool_list(x):
    return all(x.tolist()), any(x.tolist())


@reg(XH)
def map_f16_list(x):
    return list(map(lambda e: e + 1, x.tolist()))


@reg(X2)
def map_2d_rows(x):
    return list(map(lambda r: sum(r), x.tolist()))


@reg(X2)
def any_2d_rows(x):
    return any(r[0] > 2 for r in x.tolist())


@reg(XE)
def map_empty(x):
    return list(map(lambda e: e * 2, x.tolist()))


@reg(XE)
def any_all_empty(x):
    return any(x.tolist()), all(x.tolist())


@reg(X)
def map_two_runtime_lists(x):
    return list(map(lambda a, b: a * b, x.tolist(), x.asnumpy().tolist()))


@reg(X)
def map_runtime_and_const(x):
    return list(map(lambda a, b: a + b, x.tolist(), [10, 20, 30]))


@reg(X)
def filter_then_len(x):
    return len(list(filter(lambda e: e > 1.5, x.tolist())))


@reg(X)
def map_global_fn(x):
    return list(map(float, x.tolist()))


@reg(X)
def map_closure_const(x):
    k = 3
    return list(map(lambda e: e * k, x.tolist()))


@reg(X)
def map_closure_tensor(x):
    return list(map(lambda e: x * e, x.tolist()))


@reg(X)
def sorted_key_closure_const(x):
    c = 2.2
    return sorted(x.tolist(), key=lambda e: abs(e - c))


@reg(X)
def nested_def_in_map(x):
    def sq(e):
        return e * e
    return list(map(sq, x.tolist()))


@reg(X)
def all_genexpr_tensor_cmp(x):
    return all(e < 5 for e in x.tolist()), all(e < 2 for e in x.tolist())


@reg(X)
def tuple_of_map(x):
    return tuple(map(lambda e: e - 1, x.tolist()))


@reg(X)
def sum_of_listcomp_start(x):
    return sum(map(lambda e: e, x.tolist()), 100)


run_all(C)
