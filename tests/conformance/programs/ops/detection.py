import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

boxes = Tensor(np.array([[0, 0, 10, 10, 0.9], [1, 1, 11, 11, 0.8], [20, 20, 30, 30, 0.7], [0, 0, 9, 9, 0.95],
                         [21, 21, 29, 31, 0.3]], np.float32))
emit("nms", ops.NMSWithMask(0.5)(boxes))
emit("nms_threshold", ops.NMSWithMask(0.35)(Tensor(np.array([[0, 0, 10, 10, 0.9], [5, 0, 15, 10, 0.8]], np.float32))))
emit("nms_reorder", ops.NMSWithMask(0.5)(Tensor(np.array([[0, 0, 10, 10, 0.5], [50, 0, 60, 10, 0.8],
                                                            [1, 1, 10, 10, 0.7]], np.float32))))
index, mask = ops.RandomChoiceWithMask(count=6)(Tensor(np.array([[True, False, True], [False, True, True]])))
emit("random_choice_mask", (index.shape, index.dtype == ms.int32, mask))
emit("check_valid", ops.CheckValid()(Tensor(np.array([[0, 0, 10, 10], [5, 5, 150, 15], [-1, 2, 3, 4]], np.float32)),
                                     Tensor(np.array([100, 200, 1], np.float32))))
