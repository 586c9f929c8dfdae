"""ops.math.clamp_mixed_bounds (session 40, adapt40mint): mint.clamp / Tensor.clamp with one Tensor and one number
bound read a 0-d Tensor as its number (MindSpore 2.10's scalar overload decides the dtype); a larger one is a
TypeError; other argument kinds pass through unchanged."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, mint
from msgraph.ops.math import clamp_mixed_bounds


@pytest.mark.parametrize("x_dtype, bound, number, want", [
    (ms.float16, Tensor(2.5, ms.float32), 3, ms.float16),
    (ms.float32, Tensor(2.5, ms.float64), 3, ms.float32),
    (ms.int32, Tensor(2, ms.int64), 3, ms.int32),
    (ms.uint8, Tensor(2, ms.int8), 3, ms.uint8),
    (ms.int32, Tensor(2.5, ms.float16), 3, ms.float32),
    (ms.int32, Tensor(2, ms.int64), 7.5, ms.float32),
])
def test_zero_d_bound_takes_the_scalar_overloads_dtype(x_dtype, bound, number, want):
    x = Tensor(np.array([1, 5, 9]), x_dtype)
    assert mint.clamp(x, bound, number).dtype == want
    assert mint.clamp(x, number - 10, bound).dtype == want
    assert x.clamp(bound, number).dtype == want


def test_values_and_passthrough():
    x = Tensor(np.array([1.0, 5.0, 9.0], np.float16))
    np.testing.assert_array_equal(mint.clamp(x, Tensor(2.5), 7).asnumpy(), [2.5, 5.0, 7.0])
    b = Tensor([2.5])
    assert clamp_mixed_bounds(x, b, b, "clamp") == (x, b, b)      # two Tensors: unchanged
    assert clamp_mixed_bounds(x, None, b, "clamp") == (x, None, b)  # one bound only: unchanged
    assert clamp_mixed_bounds(x, 1, 2, "clamp") == (x, 1, 2)        # two numbers: unchanged


def test_rank_one_bound_with_a_number_is_a_type_error():
    x = Tensor(np.array([1.0, 5.0]), ms.float32)
    with pytest.raises(TypeError):
        mint.clamp(x, Tensor([2.5]), 3)
    with pytest.raises(TypeError):
        x.clamp(min=Tensor([2.5]), max=7.5)


def test_bool_input_keeps_its_value_error():
    with pytest.raises(ValueError):
        mint.clamp(Tensor(np.array([True, False])), Tensor(0.5), 3)
