"""Train the seeds' 784-512-512-10 MLP on real handwritten digits, in PyNative and Graph mode.

Data: scikit-learn's digits data set (1,797 scans of handwritten digits, 8x8 pixels, shipped
inside scikit-learn: no download).  Each image is upsampled 3x by pixel repetition to 24x24 and
zero-padded to 28x28, so the network is exactly the seeds' MNIST MLP (``nn.Flatten`` then
Dense 784->512->512->10).  80% of the images train, the other 20% (360) test.

The same source runs in both modes.  ``nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)``
is one training step: in PyNative mode every op runs as it is called and the tape computes the
gradients; in Graph mode the first call compiles forward + backward + optimizer update into
one graph, later calls run the generated code.  Both modes start from the same seed, so their
loss curves must agree (the script prints the largest difference).

    python examples/train_mlp.py                  # both modes, 10 epochs (~1 minute on 2 cores)
    python examples/train_mlp.py --mode graph     # one mode
    python examples/train_mlp.py --fast           # 2 epochs, what the test suite runs

Needs scikit-learn for the data; uses matplotlib (the plot) and tqdm (the progress bar) when they
are installed.  All three come with the optional 'examples' extra:
    pip install -e ".[examples]"
"""
from __future__ import annotations

import os

import _common
from _seed_cells import Network  # the seeds' 784-512-512-10 MLP, unchanged
import msgraph.nn as nn


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--epochs", type=int, default=10, help="passes over the training set (default: %(default)s)")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=0.02, help="SGD learning rate (momentum 0.9)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--plot", default="train_mlp_loss.png", help="where to save the loss curves (PNG)")
    p.add_argument("--limit", type=int, default=None, help="train on the first N training images only")
    p.add_argument("--fast", action="store_true", help="2 epochs: a quick check (used by the tests)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    if args.fast:
        args.epochs = min(args.epochs, 2)
    _common.require("sklearn", example="train_mlp.py")        # the data; matplotlib and tqdm are optional
    _common.note_missing("tqdm", "matplotlib")

    x_tr, x_te, y_tr, y_te = _common.load_digits_28x28(seed=args.seed, limit=args.limit)
    print(f"digits: {len(x_tr)} training / {len(x_te)} test images, 8x8 upsampled 3x and padded to "
          f"{x_tr.shape[2]}x{x_tr.shape[3]}; MLP 784-512-512-10; SGD lr={args.lr} momentum=0.9; "
          f"batch {args.batch_size}; {args.epochs} epoch(s)")

    def make_optimizer(params):
        return nn.SGD(params, learning_rate=args.lr, momentum=0.9)

    result = _common.train_digits("MLP", Network, args, make_optimizer, x_tr, x_te, y_tr, y_te)
    _common.report(result, args.batch_size)
    path = _common.plot_losses(result["curves"], args.plot, "784-512-512-10 MLP on scikit-learn digits",
                               result["times"])
    if path:
        print(f"Loss curves saved to {os.path.abspath(path)}")


if __name__ == "__main__":
    main()
