"""Initializers: names, defaults, bounds and seeding."""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph.common import initializer as init


def test_named_and_constant_initializers():
    np.testing.assert_array_equal(init.initializer("zeros", (2, 3)).asnumpy(), np.zeros((2, 3)))
    np.testing.assert_array_equal(init.initializer("ones", 4, ms.float64).asnumpy(), np.ones(4))
    assert init.initializer(2.5, (2,)).asnumpy().tolist() == [2.5, 2.5]
    assert init.initializer(init.Constant(3), (1,), ms.int32).dtype == ms.int32
    src = ms.Tensor(np.arange(3, dtype=np.float32))
    np.testing.assert_array_equal(init.initializer(src, (3,)).asnumpy(), [0, 1, 2])
    with pytest.raises(ValueError):
        init.initializer("bogus", (2,))
    with pytest.raises(TypeError):
        init.initializer([1, 2], (2,))


def test_random_initializers_are_seeded():
    ms.set_seed(11)
    a = init.initializer("normal", (50,)).asnumpy()
    ms.set_seed(11)
    b = init.initializer("normal", (50,)).asnumpy()
    np.testing.assert_array_equal(a, b)
    assert 0.003 < a.std() < 0.03  # MindSpore's Normal sigma 0.01


@pytest.mark.parametrize("obj, bound", [
    (init.Uniform(0.2), 0.2),
    (init.XavierUniform(), math.sqrt(6 / (30 + 20))),
    (init.HeUniform(math.sqrt(5)), math.sqrt(3) * math.sqrt(2 / 6) / math.sqrt(30)),
])
def test_uniform_family_bounds(obj, bound):
    w = init.initializer(obj, (20, 30)).asnumpy()
    assert np.abs(w).max() <= bound + 1e-7
    assert np.abs(w).max() > 0.8 * bound


def test_he_normal_and_fans():
    assert init.compute_fans((8, 4, 3, 3)) == (36, 72)
    assert init.compute_fans((5,)) == (5, 5)
    ms.set_seed(2)
    w = init.initializer(init.HeNormal(mode="fan_out"), (400, 100)).asnumpy()
    assert abs(w.std() - math.sqrt(2 / 400)) < 0.01
    t = init.initializer(init.TruncatedNormal(1.0), (1000,)).asnumpy()
    assert np.abs(t).max() <= 2.0


def test_zoo_initializer_subclass_protocol():
    """Model-zoo Initializer subclasses override _initialize(arr) and write with _assignment (MindSpore's protocol)."""
    import numpy as np
    import msgraph as ms
    from msgraph.common.initializer import Initializer, _assignment, initializer, Normal, _calculate_correct_fan

    class Ramp(Initializer):
        def __init__(self, step):
            super().__init__(step=step)
            self.step = step

        def _initialize(self, arr):
            _assignment(arr, np.arange(arr.size).reshape(arr.shape) * self.step)

    t = initializer(Ramp(0.5), (2, 3), ms.float32)
    np.testing.assert_array_equal(t.asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3) * 0.5)
    assert t.dtype == ms.float32
    arr = np.zeros((2, 2), np.float32)
    Ramp(1.0)(arr)  # init(arr) fills in place
    np.testing.assert_array_equal(arr, [[0, 1], [2, 3]])
    scalar = np.zeros((), np.float32)
    assert float(_assignment(scalar, 3.0)) == 3.0 and float(scalar) == 3.0
    arr = np.zeros((50, 40), np.float32)
    Normal(0.02)(arr)  # built-in initializers accept an array too
    assert 0.005 < arr.std() < 0.05
    assert _calculate_correct_fan((4, 3, 2, 2), "fan_out") == 16

    class Bare(Initializer):
        pass
    with pytest.raises(NotImplementedError):
        initializer(Bare(), (2,), ms.float32)
