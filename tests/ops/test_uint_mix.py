"""uint16 / uint32 / uint64 operands (session 39, uint39): MindSpore 2.10's implicit-conversion TypeError and kernel
gaps in the user's calls (common/dtype.refuse_implicit_uint, uint_kernel_gaps; ops/registry.op_applied_for_user),
while msgraph's own compositions keep computing on them."""
from __future__ import annotations

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, ops
from msgraph.errors import DTypeError


def u(dtype="uint16", values=(1, 2, 3)):
    return Tensor(np.array(values, dtype))


@pytest.mark.parametrize("dtype", ["uint16", "uint32", "uint64"])
def test_mixing_with_another_dtype_or_a_number_is_refused(dtype):
    x = u(dtype)
    for other in (Tensor(np.array([1, 1, 1], np.int8)), Tensor(np.array(2, np.int64)),
                  Tensor(np.array([1.0, 2.0, 3.0], np.float32)), 1, 1.5):
        with pytest.raises(DTypeError, match="implicit conversion"):
            x + other
        with pytest.raises(TypeError):
            ops.maximum(x, other)


@pytest.mark.parametrize("dtype", ["uint16", "uint32", "uint64"])
def test_same_dtype_and_bool_operands_compute(dtype):
    x = u(dtype)
    np.testing.assert_array_equal((x + True).asnumpy(), [2, 3, 4])
    np.testing.assert_array_equal((x + Tensor(np.array([True, False, True]))).asnumpy(), [2, 2, 4])
    assert str((x + x).dtype) == dtype.replace("uint", "UInt")


def test_scalar_forms_take_what_their_kernels_take():
    x = u("uint16")
    np.testing.assert_array_equal((x * 2).asnumpy(), [2, 4, 6])          # Muls takes an int
    assert str((x / 2).dtype) == "Float32"                              # Divs any number
    np.testing.assert_array_equal((x == 2).asnumpy(), [False, True, False])
    for bad in (lambda: x * 2.5, lambda: ops.mul(x, 2), lambda: ops.div(x, 2), lambda: ops.equal(x, 2),
                lambda: x * Tensor(np.array([True, False, True])), lambda: x < True, lambda: x % x,
                lambda: ops.abs(x), lambda: ops.sign(x)):
        with pytest.raises(TypeError):
            bad()


def test_compositions_are_not_the_users_calls():
    # ops.div(..., rounding_mode="trunc") compares x with 0 and takes FloorMod of it inside; MindSpore computes it
    x = u("uint32", (4294967293, 7, 9))
    y = u("uint32", (1, 2, 4))
    np.testing.assert_array_equal(ops.div(x, y, rounding_mode="trunc").asnumpy(), [4294967293, 3, 2])
    # ... and the caches of that internal call do not let the user's own call through afterwards
    with pytest.raises(TypeError):
        x < 0
    with pytest.raises(TypeError):
        x % y


def test_sub_operator_is_subext_for_uint32():
    x = u("uint32", (5, 6, 7))
    np.testing.assert_array_equal((x - u("uint32", (1, 1, 1))).asnumpy(), [4, 5, 6])
    with pytest.raises(TypeError):
        ops.sub(x, x)
    with pytest.raises(TypeError):
        True - x


def test_graph_mode_refuses_without_folding_argument_values():
    @ms.jit
    def div(a, b):
        return a / b

    with pytest.raises(TypeError, match="implicit conversion"):
        div(u("uint16"), Tensor(np.array([1, 2, 3], np.int8)))


def test_logical_isclose_unique_subtract():
    x = u("uint32", (0, 2, 3))
    with pytest.raises(TypeError, match="implicit conversion"):
        ops.logical_and(x, Tensor(np.array(1, np.int64)))
    np.testing.assert_array_equal(ops.logical_or(x, Tensor(np.array(False))).asnumpy(), [False, True, True])
    with pytest.raises(TypeError):
        ops.isclose(x, x)
    with pytest.raises(TypeError):
        ops.unique(x)
    np.testing.assert_array_equal(ops.unique(u("uint16", (3, 1, 3)))[0].asnumpy(), [3, 1])
    with pytest.raises(TypeError):
        ops.subtract(x, x, alpha=2)
    np.testing.assert_array_equal(ops.subtract(u("uint16", (5, 6, 7)), u("uint16"), alpha=2).asnumpy(), [3, 2, 1])
