"""Adapted from tests/st/ops/cpu/test_candidate_sampler_op.py: ops.uniform_candidate_sampler and
ops.log_uniform_candidate_sampler (P.LogUniformCandidateSampler): output shapes and dtypes, the expected counts
where they do not depend on the draws (unique=False: num_sampled * P(class)) and, with unique=True and
num_sampled == range_max, the set of classes drawn (sampled values are random: not compared)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from _conf import emit


def meta(outs):
    return tuple((tuple(o.shape), str(o.dtype)) for o in outs)


outs = ops.uniform_candidate_sampler(Tensor(np.array([[1], [3], [4], [6], [3]], np.int32)), 1, 3, True, 4)
emit("uniform_unique_meta", meta(outs))
outs = ops.uniform_candidate_sampler(Tensor(np.array([[1, 2], [3, 2]], np.int64)), 2, 3, False, 4)
emit("uniform_not_unique_meta", meta(outs))
emit("uniform_not_unique_true_count", outs[1], rtol=1e-6)
emit("uniform_not_unique_sampled_count", outs[2], rtol=1e-6)

true_classes = Tensor(np.array([[1, 7], [0, 4], [3, 3]]), ms.int64)
outs = ops.log_uniform_candidate_sampler(true_classes, 2, 5, True, 5, 1)
emit("log_unique_meta", meta(outs))
emit("log_unique_classes", sorted(outs[0].asnumpy().tolist()))
outs = ops.log_uniform_candidate_sampler(true_classes, 2, 4, False, 6)
emit("log_not_unique_meta", meta(outs))
emit("log_not_unique_true_count", outs[1], rtol=1e-5)
outs = P.LogUniformCandidateSampler(num_true=2, num_sampled=3, unique=False, range_max=10)(true_classes)
emit("log_prim_meta", meta(outs))
emit("log_prim_true_count", outs[1], rtol=1e-5)
