"""JIT Fallback inside control flow and under gradients, raise with run-time values (fifth pass): branches on run-time
Python bools (``x.asnumpy().sum() > 2``), loops over run-time lists / ranges of run-time lengths, raise / assert with
run-time messages, numpy values mixed into the differentiable path (ms.grad / value_and_grad / GradOperation); P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
X64 = Tensor(np.array([3.0, 1.0, 2.0], np.float64))
XI = Tensor(np.array([3, 1, 2], np.int32))
XN = Tensor(np.array([-1.0, 0.5, 2.0], np.float32))
X0 = Tensor(2.5, ms.float32)


# ---- control flow on run-time Python values
@reg(X)
def if_np_sum(x):
    if x.asnumpy().sum() > 5:
        return x * 2
    return x - 1


@reg(XN)
def if_np_any_neg(x):
    if np.any(x.asnumpy() < 0):
        y = x * 0
    else:
        y = x
    return y + 1


@reg(X)
def for_over_tolist_acc(x):
    s = 0.0
    for e in x.tolist():
        s = s + e * e
    return s


@reg(X)
def for_tolist_tensor_acc(x):
    out = x * 0
    for i, e in enumerate(x.tolist()):
        out = out + e
    return out


@reg(XI)
def for_range_len_tolist(x):
    s = 0
    for i in range(len(x.tolist())):
        s += x.tolist()[i]
    return s


@reg(X)
def while_runtime_counter(x):
    n = int(x.asnumpy().max())
    i = 0
    acc = x
    while i < n:
        acc = acc + 1
        i += 1
    return acc, i


@reg(X)
def if_isinstance_item(x):
    v = x.tolist()[0]
    if isinstance(v, float):
        return v * 2
    return v


@reg(X)
def ternary_runtime(x):
    v = x.tolist()[1]
    return v if v > 0.5 else -v


@reg(X)
def break_in_runtime_for(x):
    s = 0.0
    for e in x.tolist():
        if e < 1.5:
            break
        s = s + e
    return s


@reg(X)
def list_append_in_loop(x):
    out = []
    for e in x.tolist():
        out.append(e + 1)
    return out


@reg(X)
def dict_build_in_loop(x):
    d = {}
    for i, e in enumerate(x.tolist()):
        d[str(i)] = e
    return d


@reg(X)
def np_in_if_tensor_cond(x):
    if x.sum() > 5:
        y = Tensor(np.ones(3, np.float32))
    else:
        y = Tensor(np.zeros(3, np.float32))
    return x + y


# ---- raise / assert with run-time values
@reg(X)
def raise_fstring_tolist(x):
    l = x.tolist()
    if l[0] > 2:
        raise ValueError(f"bad {l[0]}")
    return x


@reg(X)
def raise_runtime_cond_type(x):
    if x.asnumpy().sum() > 1:
        raise TypeError("sum too big", len(x.tolist()))
    return x


@reg(X)
def raise_not_taken(x):
    if x.asnumpy().sum() > 100:
        raise ValueError("never")
    return x + 1


@reg(X)
def raise_tensor_in_msg(x):
    if x[0] > 2:
        raise ValueError("x:", x)
    return x


@reg(X)
def raise_index_error_runtime(x):
    l = x.tolist()
    if len(l) > 2:
        raise IndexError(f"len {len(l)}")
    return l


@reg(X)
def raise_key_error_runtime(x):
    d = {"a": x.tolist()}
    if "b" not in d:
        raise KeyError("b")
    return d


@reg(X)
def raise_runtime_error_fmt(x):
    raise RuntimeError("v={:.1f}".format(x.tolist()[0]))


@reg(X)
def assert_runtime_false(x):
    assert x.tolist()[0] < 1, "first too big"
    return x


@reg(X)
def assert_runtime_true(x):
    assert x.tolist()[0] > 1
    return x * 3


# ---- gradients through functions using run-time values
def _g_scale(x):
    s = float(x.asnumpy().sum())
    return (x * s).sum()


def _g_np_mask(x):
    m = Tensor((x.asnumpy() > 1.5).astype(np.float32))
    return (x * x * m).sum()


def _g_branch(x):
    if x.asnumpy().sum() > 5:
        return (x * x).sum()
    return x.sum()


def _g_tolist_loop(x):
    out = x * 0
    for e in x.tolist():
        out = out + x * e
    return out.sum()


def _g_len(x):
    return (x * len(x.tolist())).sum()


def _g_item(x):
    return x.sum() * x[0].item()


def _g_np_const(x):
    return (x * Tensor(np.arange(3).astype(np.float32))).sum()


def _g_max_builtin(x):
    l = x.tolist()
    return x.sum() * max(l[0], l[1])


@reg(X)
def grad_scale(x):
    return ms.grad(_g_scale)(x)


@reg(X64)
def vag_scale(x):
    return ms.value_and_grad(_g_scale)(x)


@reg(X)
def grad_np_mask(x):
    return ms.grad(_g_np_mask)(x)


@reg(X64)
def vag_np_mask(x):
    return ms.value_and_grad(_g_np_mask)(x)


@reg(X)
def grad_branch(x):
    return ms.grad(_g_branch)(x)


@reg(X64)
def vag_branch(x):
    return ms.value_and_grad(_g_branch)(x)


@reg(X)
def grad_tolist_loop(x):
    return ms.grad(_g_tolist_loop)(x)


@reg(X64)
def vag_tolist_loop(x):
    return ms.value_and_grad(_g_tolist_loop)(x)


@reg(X)
def grad_len(x):
    return ms.grad(_g_len)(x)


@reg(X64)
def vag_len(x):
    return ms.value_and_grad(_g_len)(x)


@reg(X)
def grad_item(x):
    return ms.grad(_g_item)(x)


@reg(X64)
def vag_item(x):
    return ms.value_and_grad(_g_item)(x)


@reg(X)
def grad_np_const(x):
    return ms.grad(_g_np_const)(x)


@reg(X64)
def vag_np_const(x):
    return ms.value_and_grad(_g_np_const)(x)


@reg(X)
def grad_max_builtin(x):
    return ms.grad(_g_max_builtin)(x)


@reg(X64)
def vag_max_builtin(x):
    return ms.value_and_grad(_g_max_builtin)(x)


def grad_op_np_mask(x):
    return ops.GradOperation()(_g_np_mask)(x)


reg(X)(grad_op_np_mask)

run_all(C)
