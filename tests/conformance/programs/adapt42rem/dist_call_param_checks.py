"""Distribution parameters given at a call (st/probability/distribution/test_get_dist_args.py and the distribution
tests, adapted): MindSpore 2.10 checks each with CheckTensor -- a Python number, list or numpy array is its TypeError
(msgraph converted it and computed), for kl_loss's other distribution too -- and, in _check_param_type, that every
parameter has the first one's dtype (a float16 sd beside a float32 mean, an int32 mean, a float64 one beside a
float32 default: its SameTypeShape TypeError; msgraph cast them all). HalfNormal, Laplace and StudentT define no
get_dist_args / get_dist_type (NotImplementedError; msgraph returned them). Same-dtype parameters compute, in a
Graph-mode Cell as well."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.nn.probability.distribution as msd
from _conf import emit, emit_error


def T(a, dt=np.float32):
    return Tensor(np.array(a, dt))


v = T([0.1, 1.0])
emit_error("normal_num_params", lambda: msd.Normal().log_prob(v, 0.5, 2.0))
emit_error("normal_mean_num_params", lambda: msd.Normal().mean(0.5, 2.0))
emit_error("normal_ndarray_param", lambda: msd.Normal().log_prob(v, np.array([0.0, 1.0], np.float32), T([1.0, 2.0])))
emit_error("exponential_num_param", lambda: msd.Exponential().log_prob(v, 2.0))
emit_error("bernoulli_num_param", lambda: msd.Bernoulli().log_prob(T([0.0, 1.0]), 0.3))
emit_error("categorical_list_param", lambda: msd.Categorical().log_prob(T([0, 1], np.int32), [0.3, 0.7]))
emit_error("poisson_num_param", lambda: msd.Poisson().log_prob(T([1.0]), 0.5))
emit_error("normal_sample_num_params", lambda: msd.Normal().sample((2,), 0.0, 1.0))
emit_error("normal_kl_num", lambda: msd.Normal(0.0, 1.0).kl_loss("Normal", 0.5, 2.0))
emit_error("exponential_kl_num", lambda: msd.Exponential(1.0).kl_loss("Exponential", 2.0))
emit_error("categorical_kl_list", lambda: msd.Categorical([0.5, 0.5]).kl_loss("Categorical", [0.3, 0.7]))
emit_error("normal_mixed_f16", lambda: msd.Normal().log_prob(v, T([0.0, 1.0]), T([1.0, 2.0], np.float16)))
emit_error("normal_int_mean", lambda: msd.Normal().log_prob(v, T([0, 1], np.int32), T([1.0, 2.0])))
emit_error("normal_f64_beside_default", lambda: msd.Normal(0.0, 1.0).log_prob(v, T([0, 1], np.float64)))
emit_error("normal_f32_in_f16_dist", lambda: msd.Normal(0.0, 1.0, dtype=ms.float16).log_prob(v, T([0, 1])))
emit_error("uniform_mixed_f64", lambda: msd.Uniform().prob(v, T(0.0), T(2.0, np.float64)))
emit("normal_int_both", msd.Normal().log_prob(v, T([0, 1], np.int32), T([1, 2], np.int32)))
emit("normal_f64_both", msd.Normal().log_prob(v, T([0, 1], np.float64), T([1, 2], np.float64)))
emit("uniform_int_both", msd.Uniform(0.0, 1.0).prob(v, T(0, np.int32), T(2, np.int32)))
emit("normal_kl_mixed", msd.Normal(0.0, 1.0).kl_loss("Normal", T(0.5), T(2.0, np.float16)))
for name, C in (("halfnormal", msd.HalfNormal), ("laplace", msd.Laplace)):
    emit_error(f"{name}_get_dist_args", lambda C=C: C(0.0, 1.0).get_dist_args())
    emit_error(f"{name}_get_dist_type", lambda C=C: C(0.0, 1.0).get_dist_type())
    emit_error(f"{name}_call_get_dist_type", lambda C=C: C(0.0, 1.0)("get_dist_type"))
emit_error("studentt_get_dist_args", lambda: msd.StudentT(3.0, 0.0, 1.0).get_dist_args())
emit_error("studentt_get_dist_type", lambda: msd.StudentT(3.0, 0.0, 1.0).get_dist_type())


class ArgsNet(nn.Cell):
    """test_get_dist_args's Net1, with batches."""

    def __init__(self):
        super().__init__()
        self.normal = msd.Normal(dtype=ms.float32)
        self.normal1 = msd.Normal(0.0, 1.0, dtype=ms.float32)
        self.normal2 = msd.Normal(3.0, 4.0, dtype=ms.float32)

    def construct(self, value, mean, sd):
        args = self.normal.get_dist_args(mean, sd)
        prob = self.normal1.prob(value, *args)
        args1 = self.normal1.get_dist_args()
        kl = self.normal2.kl_loss(self.normal1.get_dist_type(), *args1)
        return prob, kl


emit("args_net", ArgsNet()(T([-2.0, 0.0, 2.0]), T([[3.0], [1.0]]), T([4.0, 1.0, 2.0])))


class NumNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = msd.Normal()

    def construct(self, value):
        return self.n.log_prob(value, 0.5, 2.0)


emit_error("cell_num_params", lambda: NumNet()(v))


class MixNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = msd.Normal()

    def construct(self, value, mean, sd):
        return self.n.log_prob(value, mean, sd)


emit_error("cell_mixed_dtypes", lambda: MixNet()(v, T([0.0, 1.0]), T([1.0, 2.0], np.float16)))
