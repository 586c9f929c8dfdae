"""``dist(name, ...)`` and Cauchy's undefined moments (ut nn/probability/distribution/test_cauchy.py,
test_distribution.py, adapted): a name that is not one of the distribution's methods is MindSpore 2.10's
NotImplementedError (msgraph: AttributeError, or ran a private method); Cauchy's mean / var / sd are its ValueError
before the parameters are looked at (msgraph: the missing-parameter TypeError when none were given)."""
import mindspore as ms
from mindspore import Tensor
import mindspore.nn.probability.distribution as msd
from _conf import emit, emit_error

x = Tensor([1.0, 2.0], ms.float32)
emit_error("unknown_name", lambda: msd.Normal(0.0, 1.0)("foo", x))
emit_error("private_name", lambda: msd.Normal(0.0, 1.0)("_log_prob", x))
emit("get_dist_args", msd.Normal(0.0, 1.0)("get_dist_args"))
emit("get_dist_type", msd.Normal(0.0, 1.0)("get_dist_type"))
emit("prob", msd.Normal(0.0, 1.0)("prob", x))
for m in ("mean", "var", "sd"):
    emit_error(f"cauchy_{m}_no_params", lambda m=m: msd.Cauchy(dtype=ms.float32)(m))
    emit_error(f"cauchy_{m}", lambda m=m: msd.Cauchy(0.0, 1.0, dtype=ms.float32)(m))
emit("cauchy_mode", msd.Cauchy(0.5, 1.0, dtype=ms.float32)("mode"))
emit("cauchy_entropy", msd.Cauchy(0.5, 2.0, dtype=ms.float32)("entropy"))
emit_error("cauchy_mode_no_params", lambda: msd.Cauchy(dtype=ms.float32)("mode"))
