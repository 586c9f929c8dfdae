"""Adapted from tests/st/ops/cpu/test_combined_non_max_suppression_op.py: CombinedNonMaxSuppression with shared
and per-class boxes, pad_per_class and clip_boxes, thresholds."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.image_ops as P
from mindspore.common import dtype as mstype
from _conf import emit


class Net(nn.Cell):
    def __init__(self, *attrs):
        super().__init__()
        self.op = P.CombinedNonMaxSuppression(*attrs)

    def construct(self, *args):
        return self.op(*args)


boxes = Tensor(np.array([[[[200, 100, 150, 100]], [[220, 120, 150, 100]], [[190, 110, 150, 100]],
                          [[210, 112, 150, 100]]]]).astype('float32'))
scores = Tensor(np.array([[[0.2, 0.7, 0.1], [0.1, 0.8, 0.1], [0.3, 0.6, 0.1], [0.05, 0.9, 0.05]]]).astype('float32'))
emit("st_case", Net()(boxes, scores, Tensor(4, mstype.int32), Tensor(1, mstype.int32), Tensor(0, mstype.float32),
                      Tensor(0, mstype.float32)))
b2 = Tensor(np.array([[[[0.1, 0.1, 0.5, 0.5], [0.0, 0.0, 0.4, 0.4]], [[0.12, 0.1, 0.5, 0.52], [0.6, 0.6, 0.9, 0.9]],
                        [[0.6, 0.6, 1.2, 0.9], [0.1, 0.1, 0.3, 0.3]]],
                       [[[0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]], [[0.5, 0.5, 0.6, 0.6], [0.5, 0.5, 0.6, 0.6]],
                        [[0.0, 0.0, 0.1, 0.1], [0.0, 0.0, 0.1, 0.1]]]], np.float32))
s2 = Tensor(np.array([[[0.9, 0.3], [0.8, 0.6], [0.5, 0.7]], [[0.1, 0.2], [0.05, 0.4], [0.3, 0.01]]], np.float32))
for pad in (False, True):
    for clip in (True, False):
        emit(f"per_class_boxes_pad{int(pad)}_clip{int(clip)}",
             Net(pad, clip)(b2, s2, Tensor(2, mstype.int32), Tensor(5, mstype.int32), Tensor(0.5, mstype.float32),
                            Tensor(0.1, mstype.float32)))
emit("tight_total", Net()(b2, s2, Tensor(3, mstype.int32), Tensor(2, mstype.int32), Tensor(0.3, mstype.float32),
                          Tensor(0.0, mstype.float32)))
