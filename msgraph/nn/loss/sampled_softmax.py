"""``nn.SampledSoftmaxLoss``: softmax cross-entropy over each example's true classes and ``num_sampled`` classes
drawn by ``UniformCandidateSampler`` (or given as ``sampled_values``), the logits corrected by the log of the
expected counts (MindSpore 2.10's computation, which returns the per-example losses whatever ``reduction`` is)."""
from __future__ import annotations

from ... import ops
from ...common import dtype as mstype
from .loss import LossBase
from .loss_more import _check_is_tensor


class SampledSoftmaxLoss(LossBase):
    """``SampledSoftmaxLoss(num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=True,
    seed=0, reduction='none')(weights (C, dim), biases (C,), labels (N, num_true), logits (N, dim)) -> (N,)``."""

    def __init__(self, num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=True,
                 seed=0, reduction="none"):
        super().__init__(reduction)
        name = self.cls_name
        if num_true < 1:
            raise ValueError(f"For '{name}', the 'num_true' must be greater than or equal to 1, but got {num_true}.")
        if seed < 0:
            raise ValueError(f"For '{name}', the 'seed' must be greater than or equal to 0, but got {seed}.")
        if num_sampled > num_classes:
            raise ValueError(f"For '{name}', the 'num_sampled' must be smaller than or equal to 'num_classes', but got "
                             f"'num_sampled': {num_sampled} and 'num_classes': {num_classes}.")
        if num_true > num_classes:
            raise ValueError(f"For '{name}', the 'num_true' must be smaller than or equal to 'num_classes', but got "
                             f"'num_true': {num_true} amd 'num_classes': {num_classes}.")
        if sampled_values is not None:
            if not isinstance(sampled_values, (list, tuple)):
                raise TypeError(f"For '{name}', the type of 'sampled_values' must be a list or tuple, but got "
                                f"{type(sampled_values).__name__}.")
            if len(sampled_values) != 3:
                raise ValueError(f"For '{name}', the length of 'sampled_values' must be equal to 3,but got "
                                 f"{len(sampled_values)}.")
        self.num_sampled = num_sampled
        self.num_classes = num_classes
        self.num_true = num_true
        self.sampled_values = sampled_values
        self.remove_accidental_hits = remove_accidental_hits
        self.seed = seed
        self.sampler = ops.UniformCandidateSampler(num_true, num_sampled, True, num_classes, seed,
                                                   remove_accidental_hits)

    def construct(self, weights, biases, labels, logits):
        name = self.cls_name
        for arg, v in (("weights", weights), ("biases", biases), ("labels", labels), ("logits", logits)):
            _check_is_tensor(arg, v, name)
        if labels.dtype not in (mstype.int32, mstype.int64):
            raise TypeError(f"For '{name}', the 'labels' should be one of [mindspore.int32, mindspore.int64], but "
                            f"got '{labels.dtype!r}'.")
        out_logits, out_labels = self._sampled_logits(weights, biases, labels, logits)
        stable = ops.exp(out_logits - ops.amax(out_logits, 1, True))
        pred = stable / ops.sum(stable, 1, keepdim=True)
        return -1 * ops.sum(out_labels * ops.log(pred + 1.0e-20), 1)

    def _sampled_logits(self, weights, biases, labels, logits):
        """(logits over [true classes, sampled classes], their target probabilities), both (N, num_true + S)."""
        num_true = self.num_true
        labels = ops.reshape(ops.cast(labels, mstype.int32), (-1, num_true))
        labels_flat = ops.reshape(labels, (-1,))
        sampled_values = self.sampled_values
        if sampled_values is None:
            sampled_values = self.sampler(labels)
        sampled, true_expected_count, sampled_expected_count = sampled_values
        sampled = ops.cast(sampled, mstype.int32)
        all_ids = ops.concat((labels_flat, sampled), 0)
        n_true = labels_flat.shape[0]
        all_w = ops.gather(weights, all_ids, 0)
        all_b = ops.gather(biases, all_ids, 0)
        n_dim = all_w.shape[1]
        true_w, sampled_w = all_w[:n_true], all_w[n_true:]
        true_b, sampled_b = all_b[:n_true], all_b[n_true:]
        sampled_logits = ops.matmul(logits, ops.transpose(sampled_w, (1, 0))) + sampled_b
        dots = ops.expand_dims(logits, 1) * ops.reshape(true_w, (-1, num_true, n_dim))
        true_logits = ops.reshape(ops.sum(ops.reshape(dots, (-1, n_dim)), 1), (-1, num_true))
        true_logits = true_logits + ops.reshape(true_b, (-1, num_true))
        true_logits = true_logits - ops.log(true_expected_count)
        sampled_logits = sampled_logits - ops.log(sampled_expected_count)
        out_logits = ops.concat((true_logits, sampled_logits), 1)
        out_labels = ops.concat((ops.ones_like(true_logits) / num_true, ops.zeros_like(sampled_logits)), 1)
        return out_logits, out_labels
