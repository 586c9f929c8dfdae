# nn.IGamma / LGamma / DiGamma / LBeta / Moments (MindSpore 2.10's nn.layer.math Cells, used by
# tests/st/compiler/auto_monad/test_effect_ops.py): values (MindSpore's own series approximations agree
# to ~1e-6), dtypes, and the TypeError of a wrong input dtype.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

a = Tensor(np.array([2.0, 4.0, 6.0, 8.0]).astype(np.float32))
x = Tensor(np.array([2.0, 3.0, 4.0, 5.0]).astype(np.float32))
g = Tensor(np.array([2, 3, 4, 0.5, -1.5, 7.25]).astype(np.float32))
emit("igamma", nn.IGamma()(a, x), rtol=1e-5, atol=1e-5)
emit("igamma_kw_scalar", nn.IGamma()(a=Tensor(2.29, ms.float32), x=Tensor(4.22, ms.float32)), rtol=1e-5, atol=1e-5)
emit("lgamma", nn.LGamma()(g), rtol=1e-5, atol=1e-5)
emit("digamma", nn.DiGamma()(g), rtol=1e-5, atol=1e-5)
emit("lbeta", nn.LBeta()(Tensor(np.array([2, 3, 9, 10.]).astype(np.float32)),
                         Tensor(np.array([3, 9, 10, 1]).astype(np.float32))), rtol=1e-5, atol=1e-5)
emit("moments_axis_keep_f16", nn.Moments(axis=1, keep_dims=True)(Tensor(np.arange(6).reshape(2, 3).astype(np.float16))))
emit("moments_all", nn.Moments()(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))), rtol=1e-6)
emit("moments_tuple_axis", nn.Moments(axis=(0,))(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))), rtol=1e-6)
emit_error("igamma_int", lambda: nn.IGamma()(Tensor([1, 2]), Tensor([1, 2])))
emit_error("igamma_mixed", lambda: nn.IGamma()(a, Tensor([1., 2., 3., 4.], ms.float16)))
emit_error("lgamma_int", lambda: nn.LGamma()(Tensor([1, 2])))
emit_error("moments_int", lambda: nn.Moments()(Tensor([1, 2])))
