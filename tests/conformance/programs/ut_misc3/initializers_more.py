"""mindspore.common.initializer's Identity, Dirac, Sparse, Orthogonal and VarianceScaling (MindSpore 2.10):
seeded draws match MindSpore's Philox numbers; VarianceScaling's default 'truncated_normal' draws uniform numbers
(MindSpore keys its truncated branch 'truncated_norm'); Xavier/He need at least 2 dimensions (ValueError);
the _c_expression kernels fill a numpy buffer in place. Mode-independent: initialisation runs on numpy."""
import numpy as np
import mindspore as ms
from mindspore.common import initializer as init
from mindspore.common.initializer import initializer, Identity, Dirac, Sparse, VarianceScaling, Orthogonal
from mindspore._c_expression import _random_normal, _random_uniform, _truncated_normal
from _conf import emit, emit_error

MODES = ("pynative",)

emit("identity", initializer(Identity(), [3, 4], ms.float32))
emit("identity_name", initializer("identity", [2, 3], ms.float16))
emit_error("identity_3d", lambda: initializer(Identity(), [2, 3, 4], ms.float32).init_data())
emit("dirac_4d_groups", initializer(Dirac(groups=2), [4, 2, 3, 3], ms.float32))
emit("dirac_3d", initializer("dirac", [3, 2, 3], ms.float32))
emit("dirac_5d", initializer(Dirac(), [2, 3, 1, 3, 3], ms.float32))
emit_error("dirac_2d", lambda: initializer(Dirac(), [2, 3], ms.float32).init_data())
emit_error("dirac_groups", lambda: initializer(Dirac(groups=3), [4, 2, 3], ms.float32).init_data())

np.random.seed(7)
emit("sparse", initializer(Sparse(sparsity=0.5, sigma=0.1), [4, 3], ms.float32), rtol=1e-5, atol=1e-6)
np.random.seed(7)
emit("orthogonal_wide", initializer(Orthogonal(gain=2.0), [2, 3, 2], ms.float32), rtol=1e-4, atol=1e-5)
np.random.seed(8)
emit("orthogonal_tall", initializer("orthogonal", [5, 3], ms.float32), rtol=1e-4, atol=1e-5)
for i, (mode, dist) in enumerate([("fan_in", "truncated_normal"), ("fan_out", "untruncated_normal"),
                                  ("fan_avg", "uniform")]):
    np.random.seed(11 + i)
    emit(f"variance_scaling_{mode}_{dist}", initializer(VarianceScaling(2.0, mode, dist), [3, 4, 2], ms.float32),
         rtol=1e-5, atol=1e-6)
emit_error("variance_scaling_scale", lambda: VarianceScaling(scale=0.0))
emit_error("variance_scaling_mode", lambda: VarianceScaling(mode="fan"))
emit_error("variance_scaling_distribution", lambda: VarianceScaling(distribution="normal"))
emit_error("xavier_uniform_1d", lambda: initializer(init.XavierUniform(), [6], ms.float32).init_data())
emit_error("he_uniform_1d", lambda: initializer(init.HeUniform(), [6], ms.float32).init_data())
emit_error("he_normal_mode", lambda: initializer(init.HeNormal(mode="fan"), [2, 3], ms.float32).init_data())

buf = np.zeros((3, 5), np.float32)
_random_normal(12345, buf, 1.0, 2.0)
emit("c_random_normal", buf, rtol=1e-5, atol=1e-6)
buf = np.zeros((7,), np.float32)
_random_uniform(12345, buf, -1.0, 3.0)
emit("c_random_uniform", buf, rtol=1e-5, atol=1e-6)
buf = np.zeros((2, 4), np.float32)
_truncated_normal(99, buf, -1.0, 1.0, 0.0, 1.0)
emit("c_truncated_normal", buf, rtol=1e-5, atol=1e-6)
