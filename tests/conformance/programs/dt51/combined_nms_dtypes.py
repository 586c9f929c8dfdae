"""CombinedNonMaxSuppression's input dtypes (both modes).

MindSpore 2.10 takes boxes, scores, iou_threshold and score_threshold as Float32 Tensors only and the two sizes as
Int32 ones: float16 boxes / scores / thresholds, a float64 threshold or int64 sizes are TypeErrors naming the
argument (checked in that order).  msgraph ran all of those (float16 scores gave float16-rounded scores: 0.8999 for
0.9), where MindSpore raises.  Found by dt51's value dump of st/ops/cpu with the tests' float32 inputs in float16
(test_combined_non_max_suppression_op.py::test_combined_non_max_suppression_dyn: a float16 iou_threshold)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.image_ops as P
from _conf import emit, emit_error

boxes = np.array([[[[200, 100, 150, 100]], [[220, 120, 150, 100]], [[190, 110, 150, 100]],
                   [[210, 112, 150, 100]]]], np.float32) / 300
scores = np.array([[[0.2, 0.7, 0.1], [0.1, 0.8, 0.1], [0.3, 0.6, 0.1], [0.05, 0.9, 0.05]]], np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.CombinedNonMaxSuppression()

    def construct(self, *args):
        return self.op(*args)


def run(bd=np.float32, sd=np.float32, md=np.int32, td=np.int32, idt=np.float32, scd=np.float32):
    return Net()(Tensor(boxes.astype(bd)), Tensor(scores.astype(sd)), Tensor(np.array(4, md)),
                 Tensor(np.array(2, td)), Tensor(np.array(0.5, idt)), Tensor(np.array(0.0, scd)))


f16, f64, i64 = np.float16, np.float64, np.int64
emit("float32", run())
emit_error("boxes_f16", run, f16)
emit_error("scores_f16", run, np.float32, f16)
emit_error("boxes_scores_f16", run, f16, f16)
emit_error("boxes_f64", run, f64)
emit_error("max_per_class_i64", run, np.float32, np.float32, i64)
emit_error("max_total_i64", run, np.float32, np.float32, np.int32, i64)
emit_error("iou_f16", run, np.float32, np.float32, np.int32, np.int32, f16)
emit_error("iou_f64", run, np.float32, np.float32, np.int32, np.int32, f64)
emit_error("score_threshold_f16", run, np.float32, np.float32, np.int32, np.int32, np.float32, f16)
