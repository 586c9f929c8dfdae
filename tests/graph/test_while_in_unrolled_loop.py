"""A Tensor ``while`` lowered more than once: inside an unrolled ``for`` or a Python-counter ``while``.

Regression for the fuzzer's ``loop_while_temp`` issue: a name first assigned inside the Tensor
while is not visible after it (an ``Undefined`` placeholder).  When the outer loop unrolls and the
while is lowered again, that placeholder used to be taken for a loop-carried value, and the second
copy of the loop was rejected with MSG410 ("changes from a Undefined to another value").  Each
program is compared against PyNative (values, dtypes; gradients where they exist) at every level.
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import errors, ops
from msgraph.testing import assert_modes_equal

from graph_equiv import check_equiv

LEVELS = ("O0", "O1", "O2")


def X(*v):
    return ms.Tensor(np.array(v or (1.0, 2.0, 3.0), np.float32))


def temp_before_while_in_for(x):
    # The brief's form: the counter is (re)assigned before the while, a temp after it.
    t = x
    for _ in range(2):
        c = x.sum() * 0.0
        while c < 2.0:
            c = c + 1.0
        t = x * 2.0
    return t, c


def temp_inside_while_in_for(x):
    t = x
    for _ in range(2):
        c = x.sum() * 0.0
        while c < 2.0:
            tmp = c + 1.0          # first assigned inside the while: a temporary of each iteration
            c = tmp
            x = x * 1.5
        t = x * 2.0
    return t, c


def temp_inside_while_in_counter_while(x):
    n = 0
    c = x.sum() * 0.0
    while n < 3:
        while c < 2.0 * (n + 1):
            step = ops.sigmoid(x.mean()) + 0.5
            c = c + step
            x = x + step
        n += 1
    return x, c


def temp_inside_while_in_tensor_if_in_for(x):
    for i in range(3):
        if x.sum() > 0.0:
            c = x.mean() * 0.0
            while c < 1.5:
                d = c + 0.75
                x = x * 1.1
                c = d
        x = x + float(i)
    return x


def one_branch_temp_then_while(x):
    # ``z`` is Undefined after the Tensor if (one branch only); the while's first write binds it anew.
    for _ in range(2):
        if x.sum() > 3.0:
            z = x * 2.0  # noqa: F841
        c = x.sum() * 0.0
        while c < 2.0:
            z = x + c
            c = c + 1.0
            x = z * 0.5
    return x, c


def nested_ifs_in_while_in_for(x):
    for _ in range(2):
        c = x.mean() * 0.0
        while c < 3.0:
            if x.sum() > 0.0:
                if c > 1.0:
                    u = x * 0.5
                else:
                    u = x * 1.5
                x = u
            else:
                x = x + 1.0
            c = c + 1.0
    return x


def nested_tensor_whiles_in_for(x):
    # The inner loop's temporaries are first assigned inside the outer Tensor while.
    for _ in range(2):
        c = x.sum() * 0.0
        while c < 2.0:
            d = c * 0.0
            while d < 1.5:
                tmp = d + 0.5
                d = tmp
                x = x * 1.05
            c = c + 1.0
    return x, c


def tensor_range_in_for(x, n):
    for _ in range(2):
        for i in range(n):
            tmp = x * 0.5 + 1.0
            x = tmp
    return x


def temp_inside_while_with_break_in_for(x):
    for _ in range(2):
        c = x.sum() * 0.0
        while c < 10.0:
            nxt = c + 1.0
            if nxt > 2.5:
                break
            c = nxt
        x = x + c
    return x, c


@pytest.mark.parametrize("fn", [
    temp_before_while_in_for,
    temp_inside_while_in_for,
    temp_inside_while_in_counter_while,
    temp_inside_while_in_tensor_if_in_for,
    one_branch_temp_then_while,
    nested_ifs_in_while_in_for,
    temp_inside_while_with_break_in_for,
    nested_tensor_whiles_in_for,
])
@pytest.mark.parametrize("scale", [1.0, -1.0])
def test_graph_matches_pynative(fn, scale):
    x = X() * scale
    check_equiv(fn, x)
    assert_modes_equal(fn, x, jit_level=LEVELS)


@pytest.mark.parametrize("fn", [temp_inside_while_in_for, temp_inside_while_in_counter_while,
                                nested_ifs_in_while_in_for, nested_tensor_whiles_in_for])
def test_gradients_match_pynative(fn):
    assert_modes_equal(fn, X(), grads=True, jit_level=LEVELS)


def test_tensor_range_for_in_unrolled_for():
    # a runtime bound is a mutable int (range(Tensor) is MindSpore 2.10's make_range TypeError)
    for n in (0, 1, 3):
        check_equiv(tensor_range_in_for, X(), ms.mutable(n))
    jf = ms.jit(tensor_range_in_for)
    jf(X(), ms.mutable(1))
    jf(X(), ms.mutable(4))
    assert jf.cache_info().compiles == 1 and "while" in jf.get_ir()


def test_second_copy_carries_no_temporary():
    jf = ms.jit(temp_inside_while_in_for)
    jf(X())
    ir = jf.get_ir()
    # Both copies of the loop carry the same values, c and x, never the temporary.
    headers = [ln for ln in ir.splitlines() if "= while (" in ln]
    assert len(headers) == 2, ir
    for h in headers:
        assert "%tmp" not in h and h.count(":") == 3, h   # two outputs (c, x) + the '# file:line'


def test_temporary_read_after_the_loop_is_still_unbound():
    def f(x):
        for _ in range(2):
            c = x.sum() * 0.0
            while c < 2.0:
                tmp = c + 1.0
                c = tmp
        return tmp
    with pytest.raises(errors.GraphUnboundLocalError) as info:
        ms.jit(f)(X())
    assert info.value.code == "MSG402"


def test_temporary_read_before_its_write_is_unbound():
    def f(x):
        for _ in range(2):
            c = x.sum() * 0.0
            while c < 2.0:
                c = c + 1.0
                if c > 10.0:
                    c = c + tmp  # noqa: F821  (never bound on the first pass)
                tmp = c
        return c
    # Not a value carried from the previous iteration: unbound, as on the loop's first pass.
    with pytest.raises(errors.GraphNameError) as info:
        ms.jit(f)(X())
    assert info.value.code in ("MSG402", "MSG403") and "'tmp'" in str(info.value)


def test_real_type_change_is_still_msg410():
    def f(x):
        for _ in range(2):
            c = x.sum() * 0.0
            while c < 2.0:
                c = ops.cast(c, ms.int32) + 1
        return c
    # MindSpore specializes the loop body for the new dtype; the value read after the loop then
    # joins Float32 (no iteration) with Int32 at the return: "Cannot join ..." (MSG401), MindSpore's TypeError.
    with pytest.raises(errors.GraphTypeError) as info:
        ms.jit(f)(X())
    assert info.value.code == "MSG401" and "return c" in str(info.value)
