"""SliceExt's gradient, tensor_split's pieces against numpy.array_split, and where ops.min/max send gradients."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.ops.auto_generate import SliceExt


def test_slice_ext_gradient_is_the_slice_indicator():
    x = ms.Tensor(np.arange(20, dtype=np.float32).reshape(4, 5))
    g = ops.grad(lambda t: SliceExt()(t, 1, 1, 4, 2).sum(), 0)(x).asnumpy()
    want = np.zeros((4, 5), np.float32)
    want[:, 1:4:2] = 1
    np.testing.assert_array_equal(g, want)


@pytest.mark.parametrize("idx", [[-18, -14, -10], [-5, 4, 3, 7], [3, -2, 20], [-1], [14, -3], (2, 9, 4), 5, 12])
def test_tensor_split_matches_numpy_array_split(idx):
    a = np.arange(24).reshape(2, 12)
    got = ops.tensor_split(ms.Tensor(a), idx, 1)
    want = np.array_split(a, idx, axis=1)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g.asnumpy(), w)


def test_min_gradient_goes_to_the_index_along_an_axis_and_is_shared_over_all_elements():
    x = ms.Tensor(np.array([3.0, 1.0, 1.0, 2.0], np.float32))
    along = ms.grad(lambda t: ops.min(t, 0)[0])(x).asnumpy()
    whole = ms.grad(lambda t: ops.min(t)[0])(x).asnumpy()
    np.testing.assert_array_equal(along, [0, 1, 0, 0])
    np.testing.assert_array_equal(whole, [0, 0.5, 0.5, 0])
    assert int(ops.min(x)[1].asnumpy()) == 0           # MindSpore 2.10: index 0 for axis=None
    assert int(ops.min(x, 0)[1].asnumpy()) == 1


def test_slice_of_0d_and_median_attribute_checks():
    """Slice of a 0-d Tensor is ValueError; Median checks its attributes when made (adapt45pij, MindSpore 2.10)."""
    import numpy as np
    import pytest
    import msgraph as ms
    from msgraph import ops

    with pytest.raises(ValueError, match="rank of input_x must be greater than 0"):
        ops.Slice()(ms.Tensor(np.float32(1.5)), (), ())
    with pytest.raises(TypeError, match="keep_dims"):
        ops.Median(False, 0, "False")
    with pytest.raises(TypeError, match="'axis' should be 'int'"):
        ops.Median(False, 1.5, False)
