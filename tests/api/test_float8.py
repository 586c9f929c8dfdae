"""float8 Tensors (float8_e5m2 / float8_e4m3fn / hifloat8): storage only, as MindSpore 2.10's CPU build has them
(recorded in tests/conformance/programs/adapt45utb/float8_tensors)."""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.common import dtype as mstype


@pytest.mark.parametrize("dt", [ms.float8_e5m2, ms.float8_e4m3fn, ms.hifloat8])
def test_creation_and_metadata(dt):
    t = ms.Tensor(np.ones((2, 3)), dt)
    assert t.dtype == dt and t.shape == (2, 3) and t.itemsize == 1 and t.nbytes == 6
    a = t.asnumpy()
    assert a.dtype.itemsize == 1 and a.dtype.names == () and a.shape == (2, 3)
    assert str(t) == "[[() () ()]\n [() () ()]]"
    assert repr(t) == f"Tensor(shape=[2, 3], dtype={dt}, value=\n[[1, 1, 1],\n [1, 1, 1]])"
    assert ms.Tensor(t).dtype == dt


def test_rounding():
    def value(x, dt):
        return float(repr(ms.Tensor(x, dt)).split("value=")[1].strip().rstrip(")"))

    assert value(1.3, ms.float8_e5m2) == 1.25 and value(-3.7, ms.float8_e4m3fn) == -3.75
    assert math.isinf(value(65535, ms.float8_e5m2)) and math.isnan(value(512, ms.float8_e4m3fn))
    # hifloat8 rounds toward zero: 3 mantissa bits near 1, 1 bit for |exponent| 8..15
    assert value(-3.7, ms.hifloat8) == -3.5 and value(448, ms.hifloat8) == 384
    assert value(32768, ms.hifloat8) == 32768 and math.isinf(value(32769, ms.hifloat8))
    assert math.isclose(value(2 ** -22, ms.hifloat8), 2 ** -22, rel_tol=1e-5) and value(2 ** -23, ms.hifloat8) == 0
    assert len(set(mstype._hif8_table()[:-1].tolist())) == 255


@pytest.mark.parametrize("fn", [lambda t: t + t, lambda t: t.astype(ms.float32), lambda t: t.reshape(3, 1),
                                lambda t: t[1], lambda t: t.tolist(), lambda t: ops.cast(t, ms.float16),
                                lambda t: float(t[0:1])])
def test_ops_refuse_float8(fn):
    t = ms.Tensor([1.5, 2.25, -0.3], ms.float8_e5m2)
    with pytest.raises(TypeError):
        fn(t)


def test_cast_to_float8_is_a_type_error():
    with pytest.raises(TypeError):
        ms.Tensor([1.0, 2.0]).astype(ms.float8_e4m3fn)
