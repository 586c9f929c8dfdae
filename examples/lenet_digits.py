"""Train a LeNet-5 style convolutional network on real handwritten digits, in PyNative and Graph mode.

Same data as train_mlp.py: scikit-learn's 8x8 digits upsampled 3x to 24x24 and zero-padded to
28x28 (1,437 training / 360 test images).  The network is MindSpore's LeNet-5 tutorial model
with the first Dense layer sized for a 28x28 input::

    Conv2d(1, 6, 5, valid) -> ReLU -> MaxPool2d(2, 2)      28x28 -> 24x24 -> 12x12
    Conv2d(6, 16, 5, valid) -> ReLU -> MaxPool2d(2, 2)     12x12 ->  8x8  ->  4x4
    Flatten -> Dense(256, 120) -> ReLU -> Dense(120, 84) -> ReLU -> Dense(84, 10)

In Graph mode the whole training step (forward, the backward of both convolutions and pools,
and the Momentum update of the 10 Parameters) is one compiled graph.

    python examples/lenet_digits.py                 # both modes, 10 epochs
    python examples/lenet_digits.py --mode graph
    python examples/lenet_digits.py --fast          # 2 epochs on 640 images (the test suite)

Needs scikit-learn for the data (matplotlib and tqdm are used when installed); all three come with
the optional 'examples' extra:  pip install -e ".[examples]"
"""
from __future__ import annotations

import os

import _common
import msgraph as ms
import msgraph.nn as nn


class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=0.03, help="Momentum learning rate (momentum 0.9)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--plot", default="lenet_digits_loss.png", help="where to save the loss curves (PNG)")
    p.add_argument("--fast", action="store_true", help="2 epochs on 640 training images (used by the tests)")
    p.add_argument("--no-progress", action="store_true")
    args = p.parse_args(argv)
    _common.require("sklearn", example="lenet_digits.py")        # the data; matplotlib and tqdm are optional
    _common.note_missing("tqdm", "matplotlib")
    limit = None
    if args.fast:
        args.epochs, limit = 2, 640

    x_tr, x_te, y_tr, y_te = _common.load_digits_28x28(seed=args.seed, limit=limit)
    print(f"digits: {len(x_tr)} training / {len(x_te)} test images (28x28); LeNet-5; "
          f"Momentum lr={args.lr}; batch {args.batch_size}; {args.epochs} epoch(s)")

    def make_optimizer(params):
        return nn.Momentum(params, learning_rate=args.lr, momentum=0.9)

    result = _common.train_digits("LeNet", LeNet5, args, make_optimizer, x_tr, x_te, y_tr, y_te)
    _common.report(result, args.batch_size)
    path = _common.plot_losses(result["curves"], args.plot, "LeNet-5 on scikit-learn digits", result["times"])
    if path:
        print(f"Loss curves saved to {os.path.abspath(path)}")


if __name__ == "__main__":
    main()
