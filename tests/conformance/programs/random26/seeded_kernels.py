"""Seeded random primitives draw MindSpore 2.10's CPU kernels' numbers: UniformReal (std::mt19937 +
uniform_real_distribution<double>), UniformInt (std::mt19937 + uniform_int_distribution<int>), StandardNormal
(minstd_rand0 + normal_distribution<float>) and Dropout (minstd_rand0 + uniform_real_distribution<float>), each
engine seeded with Philox's scramble of (seed, seed2), one per primitive instance and shape, continued by later
calls.  Before session 26 msgraph drew these from numpy's generators: the same seeds gave other numbers."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit

lo, hi = Tensor(0, ms.int32), Tensor(100, ms.int32)
for s, s2 in ((7, 0), (0, 3), (7, 3), (123456789, 42)):
    emit(f"UniformReal {s},{s2}", ops.UniformReal(seed=s, seed2=s2)((2, 3)))
    emit(f"UniformInt {s},{s2}", ops.UniformInt(seed=s, seed2=s2)((7,), lo, hi))
    emit(f"StandardNormal {s},{s2}", ops.StandardNormal(seed=s, seed2=s2)((5,)))
    out, mask = ops.Dropout(keep_prob=0.6, Seed0=s, Seed1=s2)(Tensor(np.arange(1, 13, dtype=np.float32).reshape(3, 4)))
    emit(f"Dropout {s},{s2}", (out, mask))

# one engine per primitive and shape: (4,), (6,), (4,) again, (6,) again; an odd count drops the saved normal
sn = ops.StandardNormal(seed=7, seed2=0)
emit("StandardNormal calls 4 6 4 6", (sn((4,)), sn((6,)), sn((4,)), sn((6,))))
sn = ops.StandardNormal(seed=7, seed2=0)
emit("StandardNormal calls 3 3", (sn((3,)), sn((3,))))
u = ops.UniformReal(seed=7, seed2=0)
emit("UniformReal calls 4 2x2 4", (u((4,)), u((2, 2)), u((4,))))
ui = ops.UniformInt(seed=1, seed2=1)
emit("UniformInt wide range calls", (ui((6,), Tensor(-2000000000, ms.int32), Tensor(2000000000, ms.int32)),
                                     ui((6,), Tensor(-2000000000, ms.int32), Tensor(2000000000, ms.int32))))
d = ops.Dropout(keep_prob=0.5, Seed0=3, Seed1=0)
x = Tensor(np.ones(16, np.float32))
emit("Dropout calls", (d(x)[1], d(x)[1]))
emit("Dropout float16", ops.Dropout(keep_prob=0.7, Seed0=5, Seed1=1)(Tensor(np.linspace(-2, 2, 10).astype(np.float16)))[0])
emit("Dropout float64", ops.Dropout(keep_prob=0.7, Seed0=5, Seed1=1)(Tensor(np.linspace(-2, 2, 10)))[0])
big = ops.StandardNormal(seed=11, seed2=5)((4000,)).asnumpy()
emit("StandardNormal 4000 summary", Tensor(np.array([big[:3], big[1997:2000], big[-3:]], np.float32)))
