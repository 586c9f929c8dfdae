# The img_metas line is adapted from mindspore-ai/models official/cv/FasterRCNN/src/FasterRcnn/rpn.py
# (RPN.construct: self.check_valid(anchor_list, img_metas[i])):
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
"""``CheckValid``'s img_metas checks: the model zoo's FasterRCNN passes each image's 4-element meta row (height,
width, scale_h, scale_w) to ``ops.CheckValid`` in its RPN; MindSpore 2.10's CPU kernel refuses it with a
ValueError, "For 'CheckValid', the first dimension of 'img_metas' must equal to 3, but got: 4." (its training
forward stops there in both modes), and a rank-2 img_metas with "For primitive[CheckValid], the img_metas rank
must be equal to 1, but got 2."  msgraph raised the right class with its own wording; the first line of the
message is recorded here."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class RpnCheck(nn.Cell):
    """The RPN's per-image valid-anchor check."""

    def __init__(self):
        super().__init__()
        self.check_valid = ops.CheckValid()

    def construct(self, anchors, img_metas):
        return self.check_valid(anchors, img_metas)


def first_line(label, *args):
    try:
        emit(label, RpnCheck()(*args))
    except ValueError as exc:
        emit(label, str(exc).splitlines()[0])


anchors = Tensor(np.array([[1, 2, 30, 40], [5, 5, 200, 10], [-1, 0, 4, 4]], np.float32))
first_line("3-element metas", anchors, Tensor(np.array([64, 64, 1.0], np.float32)))
first_line("fasterrcnn 4-element metas", anchors, Tensor(np.array([128, 128, 1.0, 1.0], np.float32)))
first_line("2-element metas", anchors, Tensor(np.array([64, 64], np.float32)))
first_line("rank-2 metas", anchors, Tensor(np.array([[64, 64, 1.0]], np.float32)))
