"""nn.SampledSoftmaxLoss with given sampled_values (num_true 1 and 2, float32): the per-example losses MindSpore 2.10
returns (whatever the reduction), in PyNative and Graph mode; its argument checks; UniformCandidateSampler's
remove_accidental_hits (the true classes never sampled, unless they and num_sampled exceed range_max).  (The default path draws the
classes with UniformCandidateSampler, whose random stream is not compared.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore import ops
from _api26_util import call, graph_or_eager

w = Tensor(np.arange(70, dtype=np.float32).reshape(7, 10) % 9 * 0.25)
b = Tensor(np.arange(7, dtype=np.float32) * 0.5)
x = Tensor(np.arange(30, dtype=np.float32).reshape(3, 10) % 5 * 0.1)
sampled = (Tensor(np.array([3, 5, 6, 4], np.int64)), Tensor(np.array([[0.5], [0.25], [0.75]], np.float32)),
           Tensor(np.array([0.5, 0.5, 0.25, 0.125], np.float32)))
call("one_true", nn.SampledSoftmaxLoss(4, 7, sampled_values=sampled), w, b, Tensor([0, 1, 2]), x)
call("one_true_int32_mean", nn.SampledSoftmaxLoss(4, 7, sampled_values=sampled, reduction="mean"), w, b,
     Tensor(np.array([[0], [1], [2]], np.int32)), x)
sampled2 = (Tensor(np.array([3, 5], np.int64)), Tensor(np.array([[0.5, 0.2], [0.25, 0.4], [0.75, 0.1]], np.float32)),
            Tensor(np.array([0.5, 0.25], np.float32)))
call("two_true", nn.SampledSoftmaxLoss(2, 7, num_true=2, sampled_values=sampled2), w, b,
     Tensor(np.array([[0, 1], [1, 2], [2, 6]], np.int64)), x)
call("float_labels", nn.SampledSoftmaxLoss(4, 7, sampled_values=sampled), w, b, Tensor([0., 1., 2.]), x)
call("num_true_0", nn.SampledSoftmaxLoss, 4, 7, num_true=0)
call("seed_negative", nn.SampledSoftmaxLoss, 4, 7, seed=-1)
call("too_many_sampled", nn.SampledSoftmaxLoss, 8, 7)
call("too_many_true", nn.SampledSoftmaxLoss, 4, 7, num_true=8)
call("sampled_values_int", nn.SampledSoftmaxLoss, 4, 7, sampled_values=1)
call("sampled_values_len", nn.SampledSoftmaxLoss, 4, 7, sampled_values=(1, 2))
call("bad_reduction", nn.SampledSoftmaxLoss, 4, 7, reduction="avg")


def ucs_remove_hits(t):
    return ops.sort(ops.UniformCandidateSampler(1, 3, True, 5, 1, True)(t)[0])[0]


def ucs_hits_kept(t):
    return ops.unique(ops.UniformCandidateSampler(1, 4, True, 5, 1, True)(t)[0])[0].shape


call("ucs_remove_hits", graph_or_eager(ucs_remove_hits), Tensor(np.array([[0], [1]], np.int64)))
if ms.get_context("mode") == ms.PYNATIVE_MODE:   # (graph code: unique's length is a dynamic dimension)
    call("ucs_hits_kept", ucs_hits_kept, Tensor(np.array([[0], [1]], np.int64)))
