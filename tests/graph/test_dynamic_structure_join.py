"""A Tensor ``if`` whose branches give tuples of different lengths or Tensors of different ranks (MindSpore's
dynamic-length sequence / dynamic rank): in LAX mode each branch makes its value when the graph runs and the join
is that Python object; operators, attributes, indexing and ops on it run then too (frontend/branches.py,
join_at_run_time).  STRICT mode keeps the join error."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, ops


def test_tuples_of_different_lengths_join():
    @ms.jit
    def f(x, t):
        if x < 3:
            t = t * 2
        else:
            t = t * 3
        return t

    assert f(Tensor(1), (2, 3)) == (2, 3, 2, 3)
    assert f(Tensor(5), (2, 3)) == (2, 3, 2, 3, 2, 3)


def test_tensors_of_different_ranks_join_and_are_used_after():
    @ms.jit
    def f(x, c):
        if c < 5:
            z = ops.reshape(x, (2, 3))
        else:
            z = x
        return ops.relu(z - 2.0) + 1, z.shape, z[0], -z

    x = Tensor(np.arange(6, dtype=np.float32))
    a, shape, first, neg = f(x, Tensor(1))
    assert a.shape == (2, 3) and shape == (2, 3) and first.shape == (3,) and neg.shape == (2, 3)
    np.testing.assert_array_equal(a.asnumpy(), np.maximum(np.arange(6.0).reshape(2, 3) - 2, 0) + 1)
    a, shape, first, neg = f(x, Tensor(9))
    assert a.shape == (6,) and shape == (6,) and isinstance(first, Tensor) and first.shape == ()


def test_runtime_shape_of_a_dynamic_tensor_joins_with_a_static_one():
    @ms.jit
    def f(x, y):
        if x < 3:
            u, _ = ops.unique(y)
            z = ops.shape(ops.expand_dims(u, 1))
        else:
            z = ops.shape(y)
        return z

    y = Tensor(np.array([[6, 12, 18], [24, 30, 36], [6, 18, 36]]))
    assert f(Tensor(1), y) == (6, 1)
    assert f(Tensor(5), y) == (3, 3)


def test_strict_mode_joins_too():
    # MindSpore 2.10's STRICT level joins tuples of different lengths too (recorded:
    # tests/conformance/programs/st_compiler14/strict_rank_join, dyn_tuple_plain_*)
    @ms.jit(fullgraph=True)
    def f(x, t):
        if x < 3:
            t = t * 2
        else:
            t = t * 3
        return t

    assert f(Tensor(1), (2, 3)) == (2, 3, 2, 3)
    assert f(Tensor(5), (2, 3)) == (2, 3, 2, 3, 2, 3)
