# The loss line is adapted from mindspore-ai/models official/cv/YOLOX/src/yolox.py (YOLOLossCell.construct):
# Copyright 2022 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""``Tensor.clip`` takes ``clamp``'s overloads in MindSpore 2.10 (``min``/``max``, Tensors or numbers): the model
zoo's YOLOX loss ``ReduceSum()(topk_ious, 2).astype(int32).clip(xmin=1, xmax=n - 1, dtype=int32)`` (the numpy-style
keywords of older MindSpore) is a TypeError in both modes ("Failed calling clamp/clip with ...").  msgraph's
``Tensor.clip`` accepted xmin/xmax and ignored any other argument."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class DynamicK(nn.Cell):
    """YOLOLossCell's dynamic-k line, as the zoo writes it."""

    def construct(self, topk_ious, total_num_anchors):
        return P.ReduceSum()(topk_ious, 2).astype(ms.int32).clip(xmin=1, xmax=total_num_anchors - 1,
                                                                    dtype=ms.int32)


class ClipBy(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.how = how

    def construct(self, x):
        if self.how == "pos":
            return x.clip(1, 5)
        if self.how == "kw":
            return x.clip(min=1, max=5)
        if self.how == "max only":
            return x.clip(max=2.5)
        if self.how == "xmin":
            return x.clip(xmin=1, xmax=5)
        if self.how == "dtype":
            return x.clip(1, 5, ms.int32)
        return x.clip(1, max=5, out=3)


ious = Tensor(np.linspace(0.0, 0.9, 2 * 3 * 5).reshape(2, 3, 5).astype(np.float32))
emit_error("yolox dynamic_ks clip(xmin, xmax, dtype)", DynamicK(), ious, 84)
x = Tensor(np.array([0.5, 3.2, 9.0, -2.0], np.float32))
xi = Tensor(np.array([0, 3, 9, -2], np.int32))
for how in ("pos", "kw", "max only"):
    emit(f"clip {how}", ClipBy(how)(x))
    emit(f"clip {how} int32", ClipBy(how)(xi))
for how in ("xmin", "dtype", "out"):
    emit_error(f"clip {how} refused", ClipBy(how), x)
emit("clip tensor bounds", x.clip(Tensor(0.0, ms.float32), Tensor(2.0, ms.float32)))
emit("clamp", x.clamp(min=0.0))
emit_error("clip no bounds", x.clip)
emit("ops.clip", ops.clip(x, 1.0, 5.0))
